import type { SectionLoadArgs } from '../../layout/types';
import type { HeaderData } from './model';
import type { schema } from './schema';
import { storeChrome, toMenuItems } from './storeNav';

export const load = async ({ settings, context }: SectionLoadArgs<typeof schema>): Promise<HeaderData> => {
  // A missing menu or settings document leaves the header usable: the store's name and a
  // "Shop all" link (added by the component, in the shopper's language).
  const [menu, documents] = await Promise.all([
    context.store.menus.get(settings.menu).catch(() => null),
    context.store.settings.get().catch(() => null),
  ]);
  return {
    menu: menu ? toMenuItems(menu.data.items) : null,
    chrome: storeChrome(documents?.data),
  };
};
