/**
 * The account forms, each loaded on use: the account route carries every account screen, and
 * only the screens that show a form need the form code (react-hook-form, the zod schemas, the
 * store's error mapping: about 65 KB gzipped), so My Account, an order and the wishlist never
 * download it. The server writes each form whole (lazyComponent starts its import as the server
 * starts), so it works without JavaScript; in the browser each sits in its own Suspense boundary,
 * so hydration keeps the form's server HTML (a plain post still works) until its chunk arrives,
 * and the rest of the page hydrates without waiting for it.
 */
import type { ComponentProps, ComponentType } from 'react';
import { Suspense } from 'react';
import { lazyComponent } from '../sections/shared/lazyComponent';
import type * as Auth from './AuthForms';

function onUse<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Form = lazyComponent(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per form, at module level.
  return function AccountForm(props: P) {
    return (
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    );
  };
}

const auth = () => import('./AuthForms');
export const LoginForm = onUse<ComponentProps<typeof Auth.LoginForm>>(() => auth().then((m) => m.LoginForm));
export const RegisterForm = onUse<ComponentProps<typeof Auth.RegisterForm>>(() =>
  auth().then((m) => m.RegisterForm),
);
export const ForgotForm = onUse<object>(() => auth().then((m) => m.ForgotForm));
export const ResetForm = onUse<ComponentProps<typeof Auth.ResetForm>>(() => auth().then((m) => m.ResetForm));
export const AddressForm = onUse(() => import('./AddressForm').then((m) => m.AddressForm));
export const CardForm = onUse(() => import('./CardForm').then((m) => m.CardForm));
