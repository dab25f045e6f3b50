/**
 * The product page's wishlist heart, with its caption, under the product. Static server HTML
 * (`hydrate: 'none'`): the heart is a form that works without JavaScript, and the page's wishlist
 * code (pages/wishlist) fills it and handles a press from the DOM, so this section's code costs the
 * product page's first load nothing. The heart saves the variant in the page's address
 * (`?variant=`), which the product form keeps up to date.
 */
import { WishlistHeart, WishlistHeartForm } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { useLocalizePath } from '../../../lib/i18n/packLocale';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import { withListingMessages } from '../shared/listingMessages';
import { WISHLIST_ACTION } from '../shared/productCard';
import type { ProductWishlistModel } from './model';
import * as styles from './productWishlist.css';
import type { schema } from './schema';

function ProductWishlistSection({ id, data }: SectionProps<typeof schema, ProductWishlistModel | null>) {
  const intl = useIntl();
  const localize = useLocalizePath();
  if (!data) return null;
  const label = intl.formatMessage({ id: 'productCard.wishlist' });
  const form = `${id}-wishlist`;
  return (
    <SectionShell paddingY="small">
      <div className={styles.row}>
        <WishlistHeart
          productId={data.productId}
          pressed={false}
          label={label}
          describedBy="product-title"
          form={form}
          placement="inline"
        />
        <span aria-hidden>{label}</span>
        <WishlistHeartForm
          id={form}
          action={localize(WISHLIST_ACTION)}
          productId={data.productId}
          variantId={data.variantId}
          variantFromAddress
        />
      </div>
    </SectionShell>
  );
}

export default withListingMessages(ProductWishlistSection);
