import type { SectionLoadArgs } from '../../layout/types';
import type { ProductWishlistModel } from './model';
import type { schema } from './schema';

/** The product (and the asked-for variant) the heart saves; nothing outside a product page. */
export const load = async ({
  context,
}: SectionLoadArgs<typeof schema>): Promise<ProductWishlistModel | null> => {
  const { page } = context;
  if (page.kind !== 'product') return null;
  return {
    productId: String(page.product.id),
    variantId: page.variantId === null ? null : String(page.variantId),
  };
};
