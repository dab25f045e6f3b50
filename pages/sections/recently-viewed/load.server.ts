import type { SectionLoadArgs } from '../../layout/types';
import type { ProductSummary } from '../shared/productModel';
import type { RecentlyViewedData } from './model';
import type { schema } from './schema';

/**
 * The product page's product as a card shows it (the browser keeps it in its browsing record); on
 * the cart page, the products already in the cart (not shown again).
 */
export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<RecentlyViewedData> => {
  const { page } = context;
  if (page.kind === 'cart')
    return {
      current: null,
      hidden: (page.cart?.lines ?? []).flatMap((line) => (line.url ? [line.url] : [])),
    };
  if (page.kind !== 'product') return { current: null, hidden: [] };
  const product = page.product;
  const current: ProductSummary = {
    id: product.id,
    title: product.title,
    href: product.href,
    price: product.price,
    ...(product.regularPrice && { regularPrice: product.regularPrice }),
    ...(product.image && { image: product.image }),
    ...(product.secondImage && { secondImage: product.secondImage }),
    ...(product.rating && { rating: product.rating }),
    tags: product.tags,
    ...(product.stock !== undefined && { stock: product.stock }),
    buyable: product.buyable,
    soldOut: product.soldOut,
    options: product.options,
    variants: product.variants.map(({ image: _image, maxQuantity: _max, ...variant }) => variant),
    palettes: product.palettes,
    marketplaceButtons: [],
  };
  return { current, hidden: [] };
};
