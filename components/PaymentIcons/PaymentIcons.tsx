import { useState } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { PAYMENT_ICON_MAX_UPPER, splitPaymentIcons } from '../../lib/nav/paymentIcons';
import { useViewportWidth } from '../../lib/nav/useViewportWidth';
import type { PopoverProps } from '../Popover/Popover';
import { DeferredOverlay, deferredComponent } from '../private/DeferredOverlay';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PaymentIcons.css';
import { type PaymentBrand, PaymentBrandMark, paymentBrands } from './paymentBrands';

export { type PaymentBrand, paymentBrandNames } from './paymentBrands';

/** A built-in brand mark, or the store's own icon (payment icon: icon.url). */
export type PaymentIconItem = PaymentBrand | { label: string; src: string };

export interface PaymentIconsProps {
  /** The accepted payment methods, in the merchant's order. */
  icons: PaymentIconItem[];
  /**
   * The merchant's visible maximum, clamped to 2–8; the screen width
   * may show fewer (under 350/400/768/1024 px: 3/4/5/6).
   * @default 8
   */
  max?: number;
  /**
   * The viewport width to lay out for; measured from the window (debounced) when absent.
   * Set it in stories and tests.
   */
  viewportWidth?: number;
}

// The "+N" popover (Radix + floating-ui, ~13 KB gzip) loads when the shopper first opens it
// (the footer is on every page's initial JavaScript).
const LazyPopover = deferredComponent<PopoverProps>(() =>
  import('../Popover/Popover').then((module) => module.Popover),
);

const itemLabel = (item: PaymentIconItem) =>
  typeof item === 'string' ? paymentBrands[item].label : item.label;
const itemKey = (item: PaymentIconItem) => (typeof item === 'string' ? item : item.src);

const Mark = ({ item }: { item: PaymentIconItem }) => (
  <li className={styles.item}>
    {typeof item === 'string' ? (
      <PaymentBrandMark brand={item} />
    ) : (
      <img className={styles.image} src={item.src} alt="" width={48} height={30} loading="lazy" />
    )}
    <span className={visuallyHidden}>{itemLabel(item)}</span>
  </li>
);

/**
 * The accepted payment methods: 48 px marks, as many as the
 * screen allows, the rest behind a `+N` popover.
 */
export const PaymentIcons = ({ icons, max = PAYMENT_ICON_MAX_UPPER, viewportWidth }: PaymentIconsProps) => {
  const intl = useIntl();
  const measured = useViewportWidth();
  const { visible, hidden } = splitPaymentIcons(icons, viewportWidth ?? measured, max);
  const title = intl.formatMessage({ id: 'paymentIcons.label' });
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const moreLabel = intl.formatMessage({ id: 'paymentIcons.more' }, { count: hidden.length });
  const moreTrigger = (
    <button type="button" className={styles.more} aria-label={moreLabel}>
      +{hidden.length}
    </button>
  );
  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label={title}>
        {visible.map((item) => (
          <Mark key={itemKey(item)} item={item} />
        ))}
      </ul>
      {hidden.length > 0 ? (
        <DeferredOverlay
          requested={requested}
          trigger={moreTrigger}
          preload={LazyPopover.preload}
          loaded={LazyPopover.loaded}
          onRequest={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          <LazyPopover.Component
            label={moreLabel}
            side="top"
            open={open}
            onOpenChange={setOpen}
            trigger={moreTrigger}
          >
            <ul className={styles.list} aria-label={intl.formatMessage({ id: 'paymentIcons.moreList' })}>
              {hidden.map((item) => (
                <Mark key={itemKey(item)} item={item} />
              ))}
            </ul>
          </LazyPopover.Component>
        </DeferredOverlay>
      ) : null}
    </div>
  );
};
