import type { SectionLoadArgs } from '../../layout/types';
import { storeCarousel } from './bannerSlides';
import type { schema } from './schema';

// Slide blocks need nothing from the store; otherwise the store's carousel.
export const load = async ({ blocks, context }: SectionLoadArgs<typeof schema>) => {
  if (blocks.some((block) => block.settings.image)) return null;
  const settings = await context.store.settings.get();
  return storeCarousel((settings.data as Record<string, unknown>).carousel);
};
