import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useState } from 'react';
import { GIFT_PAGE_SIZE, pageCount, pageItems, pickableGifts } from '../../lib/cart/gifts';
import type { GiftProductView } from '../../lib/cart/types';
import { useIntl } from '../../lib/i18n/intl';
import { Button } from '../Button/Button';
import { DEFAULT_LINE_IMAGE } from '../CartLineItem/defaultImage';
import { Dialog } from '../Dialog/Dialog';
import { InlineNotice } from '../Notices/InlineNotice';
import { Pagination } from '../Pagination/Pagination';
import { moneyText } from '../Price/MoneyText';
import { Price } from '../Price/Price';
import * as styles from './GiftPicker.css';

export interface GiftPickerProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Called with `false` when the shopper closes the dialog. */
  onOpenChange?: (open: boolean) => void;
  /** The dialog title, e.g. the rule's name; defaults to "Choose your gift". */
  title?: string;
  /** The gifts the rule offers. Gifts with options but no variants are dropped. */
  gifts: readonly GiftProductView[];
  /** ISO 4217 code of the cart. */
  currency: string;
  /** Adds a gift to the cart; the dialog stays open so the shopper can pick more. */
  onAdd: (gift: GiftProductView) => void;
  /** The gift being added right now (its button shows a spinner). */
  addingId?: string | null;
  /** Why the last add was refused (out of stock, rule no longer met); shown above the list. */
  error?: string;
  /**
   * Gifts per page.
   * @default 12
   */
  pageSize?: number;
}

/**
 * The buy-X-get-Y gift picker: a paged list of gift products (4 per
 * row on desktop, 2 on mobile, 492 px high, 12 a page), each with an add
 * button, a note asking the shopper to add the gift, and a note when there are none.
 */
export const GiftPicker = ({
  open,
  onOpenChange,
  title,
  gifts,
  currency,
  onAdd,
  addingId = null,
  error,
  pageSize = GIFT_PAGE_SIZE,
}: GiftPickerProps) => {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const available = pickableGifts(gifts);
  const pages = pageCount(available.length, pageSize);
  const current = Math.min(page, pages);
  const shown = pageItems(available, current, pageSize);

  return (
    <Dialog
      title={title ?? intl.formatMessage({ id: 'gift.title' })}
      width="cart"
      open={open}
      onOpenChange={onOpenChange}
    >
      <div className={styles.root}>
        {error ? <InlineNotice tone="error">{error}</InlineNotice> : null}
        {available.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage({ id: 'gift.empty' })}</p>
        ) : (
          <>
            <p className={styles.note}>{intl.formatMessage({ id: 'gift.note' })}</p>
            <ul className={styles.list} aria-label={intl.formatMessage({ id: 'gift.listLabel' })}>
              {shown.map((gift) => (
                <li key={gift.id} className={styles.card}>
                  <img
                    className={styles.image}
                    src={gift.imageUrl ?? DEFAULT_LINE_IMAGE}
                    alt={gift.imageAlt ?? ''}
                    loading="lazy"
                    onError={(event) => {
                      // A failed image falls back to the default one (once, so it cannot loop).
                      if (event.currentTarget.src !== DEFAULT_LINE_IMAGE)
                        event.currentTarget.src = DEFAULT_LINE_IMAGE;
                    }}
                  />
                  <p className={styles.title}>{gift.title}</p>
                  {gift.amount === 0 ? (
                    <p className={styles.free}>
                      {intl.formatMessage({ id: 'cart.line.giftFree' })}
                      {gift.regularAmount ? (
                        <s className={styles.was}>
                          <VisuallyHidden>{intl.formatMessage({ id: 'price.regular' })} </VisuallyHidden>
                          {moneyText(gift.regularAmount, currency, intl.locale)}
                        </s>
                      ) : null}
                    </p>
                  ) : (
                    <Price
                      amount={gift.amount}
                      regularAmount={gift.regularAmount}
                      currency={currency}
                      size="small"
                    />
                  )}
                  <div className={styles.action}>
                    <Button
                      size="small"
                      variant="soft"
                      fullWidth
                      loading={addingId === gift.id}
                      aria-label={intl.formatMessage({ id: 'gift.addLabel' }, { title: gift.title })}
                      onClick={() => onAdd(gift)}
                    >
                      {intl.formatMessage({ id: 'gift.add' })}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              page={current}
              pageCount={pages}
              getHref={(target) => `#gift-page-${target}`}
              onPageChange={setPage}
              label={intl.formatMessage({ id: 'gift.pagination' })}
            />
          </>
        )}
      </div>
    </Dialog>
  );
};
