/**
 * Add to cart / buy now as a form that works without JavaScript and better with it.
 *
 * Without JavaScript: a plain `<form method="post" action="/cart">`; the action adds and answers
 * 303 to /cart (or checkout for buy now). With JavaScript the same fields are posted as a plain
 * request (cartChange.ts — not a router update, so nothing else on the page re-renders): the
 * header count moves at once (optimistic), and when the store answers the theme decides what the
 * shopper sees — the popup cart, the drawer, or the cart page; buy now goes to checkout.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { countedUnits } from '../../lib/cart/countedUnits';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { preloadCartPopup } from './CartHost';
import { CART_CHANGE_PATH, sendCartChange } from './cartChange';
import { addPending, cartChanged, openCart, settlePending } from './cartStore';
import { useCartType } from './cartType';

export interface CartActionFormState {
  /** The add is in flight. */
  busy: boolean;
  /** Why the last add failed (the store's message), else null. */
  error: string | null;
}

export interface CartActionFormProps {
  /** @default 'add' */
  intent?: 'add' | 'gift_add';
  /** Hidden fields (product_id, variant_id, quantity); inputs inside the form with the same name win. */
  fields: Record<string, string | number | null | undefined>;
  className?: string;
  /** The accessible name of the form, e.g. "Add Linen shirt to cart". */
  'aria-label'?: string;
  /** Called after a successful add with JavaScript (e.g. to close an option picker). */
  onAdded?: () => void;
  children: ReactNode | ((state: CartActionFormState) => ReactNode);
}

/** The units being added: the last `quantity` wins, as on the server (a field inside the form beats the hidden one). */
const unitsOf = (form: FormData) => {
  const quantity = Number(form.getAll('quantity').at(-1) ?? 1);
  return countedUnits(Number.isInteger(quantity) && quantity > 0 ? quantity : 1, form);
};

export const CartActionForm = ({
  intent = 'add',
  fields,
  className,
  onAdded,
  children,
  ...rest
}: CartActionFormProps) => {
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const location = useLocation();
  const cartType = useCartType();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The popup or drawer that shows the added item loads when the shopper reaches for the button
  // (pointer over the form, focus inside it) — at the latest with the add — so neither its
  // download nor its start-up falls in the click.
  const reaching = cartType === 'page' ? undefined : preloadCartPopup;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // React bubbles events along its own tree, through portals: a form inside a dialog opened from
    // within this one (a card's option picker) submits itself, not this form.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    reaching?.();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter instanceof HTMLElement ? submitter : null);
    // No return_to: the action answers with data instead of a redirect.
    form.delete('return_to');
    const units = unitsOf(form);
    addPending(units);
    setBusy(true);
    setError(null);
    void sendCartChange(localize(CART_CHANGE_PATH), form).then((result) => {
      settlePending(units);
      setBusy(false);
      if (!result.ok) {
        setError(result.message);
        return;
      }
      cartChanged(result.cart);
      onAdded?.();
      if (result.checkoutUrl) navigate(localize(result.checkoutUrl));
      else if (cartType === 'page') navigate(localize('/cart'));
      else openCart({ fresh: true });
    });
  };

  const state = { busy, error };
  return (
    <form
      method="post"
      action={localize('/cart')}
      className={className}
      onSubmit={submit}
      onPointerEnter={reaching}
      onFocus={reaching}
      aria-label={rest['aria-label']}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="return_to" value={`${location.pathname}${location.search}`} />
      {Object.entries(fields).map(([name, value]) =>
        value === null || value === undefined ? null : (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ),
      )}
      {typeof children === 'function' ? children(state) : children}
    </form>
  );
};
