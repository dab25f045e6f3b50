import type { CatalogVariant } from '../../../lib/catalog';
import type { SectionLoadArgs } from '../../layout/types';
import { toProductSummaries } from '../../loaders/products.server';
import type { ProductSummary } from '../shared/productModel';
import type { WishlistRow, WishlistView } from './model';
import type { schema } from './schema';

const variantTitle = (variant: CatalogVariant) => Object.values(variant.attrs).join(' / ');

function toRow(product: ProductSummary, savedVariantId: number | null): WishlistRow {
  const saved = product.variants.find((variant) => variant.id === String(savedVariantId));
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  const variant = saved ?? only;
  const soldOut = variant ? !variant.buyable : product.soldOut;
  return {
    productId: product.id,
    title: product.title,
    href: saved ? `${product.href}?variant=${saved.id}` : product.href,
    image: product.image,
    variantTitle: saved ? variantTitle(saved) || undefined : undefined,
    price: variant?.price ?? product.price,
    regularPrice: variant ? variant.regularPrice : product.regularPrice,
    stock: variant ? variant.stock : product.stock,
    soldOut,
    addVariantId: variant ? variant.id : product.variants.length === 0 ? null : 'choose',
  };
}

/** The customer's saved products, newest first, with today's prices and stock. */
export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<WishlistView> => {
  const list = await context.store.wishlist.list({ is_ar: '1' });
  const items = list.data.items ?? [];
  if (items.length === 0) return { items: [] };
  const found = await context.store.products.list({
    include_ids: items.map((item) => item.product_id),
    with: ['variants'],
    page_size: 100,
  });
  const products = new Map(toProductSummaries(found.data, context.currency).map((p) => [p.id, p]));
  return {
    items: items.flatMap((item) => {
      const product = products.get(item.product_id);
      return product ? [toRow(product, item.variant_id)] : [];
    }),
  };
};
