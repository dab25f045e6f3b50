import type { RefObject } from 'react';

/**
 * Where focus goes when a Dialog or Drawer opens: the element the caller
 * names (the search field), otherwise the panel itself. Radix would focus the
 * first tabbable element — the close button — which then shows a focus ring
 * on open and invites an accidental Enter. Screen readers announce the panel
 * by its title either way.
 */
export const focusOnOpen =
  (initialFocusRef: RefObject<HTMLElement | null> | undefined) =>
  (event: Event): void => {
    event.preventDefault();
    const target = initialFocusRef?.current ?? (event.currentTarget as HTMLElement | null);
    target?.focus();
  };
