import { useEffect, useRef, useState } from 'react';
import { type CheckoutContext, checkoutLockMs } from '../../lib/cart/checkoutLock';
import { useIntl } from '../../lib/i18n/intl';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { Button } from '../Button/Button';

export interface CheckoutButtonProps {
  /** The checkout address; the button is a link so it works without JavaScript. */
  href: string;
  /**
   * Where the button sits: `popup` locks it 5 s after a click, `page` 3 s.
   * @default 'page'
   */
  context?: CheckoutContext;
  /**
   * Overrides the lock after a click, in ms.
   * @default 5000 in the popup cart, 3000 elsewhere
   */
  lockMs?: number;
  /** Runs before the browser follows the link (checkout tracking first). */
  onCheckout?: () => void;
  /**
   * @default false
   */
  disabled?: boolean;
  /**
   * @default true
   */
  fullWidth?: boolean;
}

/**
 * The checkout button: a click runs `onCheckout` (tracking) and
 * then follows the link; the button then stays dimmed and ignores clicks for
 * 5 s in the popup cart or 3 s elsewhere, so one shopper starts one checkout.
 */
export const CheckoutButton = ({
  href,
  context = 'page',
  lockMs,
  onCheckout,
  disabled = false,
  fullWidth = true,
}: CheckoutButtonProps) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const duration = lockMs ?? checkoutLockMs(context);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Button
      href={localize(href)}
      size="large"
      fullWidth={fullWidth}
      disabled={disabled || locked}
      onClick={(event) => {
        if (lockedRef.current) {
          event.preventDefault();
          return;
        }
        lockedRef.current = true;
        // The dimmed state waits a task: rendering it now would drop the link's href (a
        // disabled link has none) before the browser follows this very click.
        setTimeout(() => setLocked(lockedRef.current), 0);
        timer.current = setTimeout(() => {
          lockedRef.current = false;
          setLocked(false);
        }, duration);
        // Tracking runs before the default action (navigation) of this click.
        onCheckout?.();
      }}
    >
      {intl.formatMessage({ id: 'cart.checkout' })}
    </Button>
  );
};
