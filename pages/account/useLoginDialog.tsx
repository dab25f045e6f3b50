import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

const LoginDialog = lazy(() => import('./LoginDialog'));

export interface LoginDialogControl {
  /** Opens the dialog (its code loads on the first call). */
  open: (reason?: string) => void;
  /** Render this where the feature lives; null until first opened. */
  element: ReactNode;
}

/**
 * For any feature that needs an account (a wishlist heart…): `const login = useLoginDialog()`,
 * render `login.element`, and call `login.open()` when a guest tries it (or when the store
 * answers 401). The dialog's code is a separate chunk fetched on the first open, so a page's
 * initial JavaScript does not grow.
 */
export function useLoginDialog(): LoginDialogControl {
  const [requested, setRequested] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState<string | undefined>();
  const open = useCallback((why?: string) => {
    setReason(why);
    setRequested(true);
    setOpen(true);
  }, []);
  return {
    open,
    element: requested ? (
      <Suspense fallback={null}>
        <LoginDialog open={isOpen} onOpenChange={setOpen} reason={reason} />
      </Suspense>
    ) : null,
  };
}
