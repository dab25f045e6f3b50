import type { SectionLoadArgs } from '../../layout/types';
import { plainText } from '../../loaders/seo';
import type { ProductShareModel } from './model';
import type { schema } from './schema';

/** The product as shared: its canonical address (no query), title, a short plain description, image. */
export const load = async ({
  context,
}: SectionLoadArgs<typeof schema>): Promise<ProductShareModel | null> => {
  const { page, url } = context;
  if (page.kind !== 'product') return null;
  const product = page.product;
  const image = product.images[0]?.url ?? product.image?.src ?? null;
  return {
    url: new URL(product.href, url.origin).href,
    title: product.title,
    description: plainText(product.description, 200),
    media: image ? new URL(image, url.origin).href : null,
  };
};
