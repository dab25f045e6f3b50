import { pickableGifts } from '../../../lib/cart/gifts';
import type { GiftProductView } from '../../../lib/cart/types';
import { useIntl } from '../../../lib/i18n/intl';
import * as styles from './mainCart.css';

/** Without JavaScript a page of gifts shows at once; the picker pages them 12 at a time. */
const PLAIN_GIFTS = 12;

/**
 * The gift choice without JavaScript: each gift the rule offers is a small form posting the
 * `gift_add` intent to the cart action, which answers with the cart page again. With JavaScript
 * "Choose gift" opens the gift picker instead, so this stays inside `<noscript>`.
 */
export function GiftForms({ gifts, action }: { gifts: readonly GiftProductView[]; action: string }) {
  const intl = useIntl();
  const offered = pickableGifts(gifts).slice(0, PLAIN_GIFTS);
  if (offered.length === 0) return null;
  return (
    <noscript>
      <ul className={styles.giftForms} aria-label={intl.formatMessage({ id: 'gift.listLabel' })}>
        {offered.map((gift) => (
          <li key={gift.id}>
            <form method="post" action={action}>
              <input type="hidden" name="intent" value="gift_add" />
              <input type="hidden" name="product_id" value={gift.id} />
              {gift.variantId ? <input type="hidden" name="variant_id" value={gift.variantId} /> : null}
              <input type="hidden" name="return_to" value="/cart" />
              <button type="submit" className={styles.giftFormButton}>
                {intl.formatMessage({ id: 'gift.addLabel' }, { title: gift.title })}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </noscript>
  );
}
