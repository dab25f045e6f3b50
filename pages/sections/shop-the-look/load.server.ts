import { fromWireMoney } from '../../../api/money';
import type { SectionLoadArgs } from '../../layout/types';
import type { ShopTheLookData } from './model';
import type { schema } from './schema';

/** Below the product: streamed after the first byte, so it never holds the page. */
export const defer = true;

/**
 * The product's look (its active style combination): the other products with their look image
 * (the item's picture of them), else their own. Null without an active look of two or more.
 */
export const load = async ({ context }: SectionLoadArgs<typeof schema>): Promise<ShopTheLookData | null> => {
  const { page, currency } = context;
  if (page.kind !== 'product') return null;
  const slug = /\/products\/([^/?#]+)/.exec(page.product.href)?.[1];
  if (!slug) return null;
  const { combination } = (await context.store.products.get(decodeURIComponent(slug))).data;
  if (!combination?.status) return null;
  const items = combination.items
    .filter((item) => item.product_id !== page.product.id)
    .map((item) => ({
      id: item.product.ID,
      title: item.product.title,
      href: item.product.path,
      imageSrc: item.product_image ?? item.product.image?.url ?? null,
      price: { amount: fromWireMoney(item.product.price, currency), currency },
    }));
  return items.length > 0 ? { title: combination.title, items } : null;
};
