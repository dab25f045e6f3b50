/**
 * Add to cart / buy now as a form that works without JavaScript and better with it.
 *
 * Without JavaScript: a plain `<form method="post" action="/cart">`; the action adds and answers
 * 303 to /cart (or checkout for buy now). With JavaScript the submit is sent through a fetcher:
 * the header count moves at once (optimistic), and when the store answers the theme decides
 * what the shopper sees — the popup cart, the drawer, or the cart page; buy now goes to
 * checkout.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { countedUnits } from '../../lib/cart/countedUnits';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { preloadCartPopup } from './CartHost';
import type { CartActionResult } from './cartIntents';
import { addPending, openCart, setCart, settlePending } from './cartStore';
import { useCartType } from './useCartMutation';

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
  const fetcher = useFetcher<CartActionResult>();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const location = useLocation();
  const cartType = useCartType();
  const [error, setError] = useState<string | null>(null);
  const pendingUnits = useRef(0);
  const submitted = useRef(false);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !submitted.current) return;
    submitted.current = false;
    settlePending(pendingUnits.current);
    pendingUnits.current = 0;
    const result = fetcher.data;
    if (!result?.ok) {
      setError(result?.message ?? 'The store could not be reached. Please try again.');
      return;
    }
    setError(null);
    setCart(result.cart);
    onAdded?.();
    if (result.checkoutUrl) navigate(localize(result.checkoutUrl));
    else if (cartType === 'page') navigate(localize('/cart'));
    else openCart({ fresh: true });
  }, [fetcher.state, fetcher.data, cartType, navigate, onAdded, localize]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // React bubbles events along its own tree, through portals: a form inside a dialog opened from
    // within this one (a card's option picker) submits itself, not this form.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    // The popup or drawer that shows the added item loads alongside the add, not after it.
    if (cartType !== 'page') preloadCartPopup();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter instanceof HTMLElement ? submitter : null);
    // No return_to: the action answers with data instead of a redirect.
    form.delete('return_to');
    const units = unitsOf(form);
    pendingUnits.current += units;
    addPending(units);
    submitted.current = true;
    setError(null);
    void fetcher.submit(form, { method: 'post', action: localize('/cart') });
  };

  const state = { busy: fetcher.state !== 'idle', error };
  return (
    <form
      method="post"
      action={localize('/cart')}
      className={className}
      onSubmit={submit}
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
