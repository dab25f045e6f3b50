import type { SectionLoadArgs } from '../../layout/types';
import { storeChrome, toMenuItems } from '../header/storeNav';
import { commaList } from './commaList';
import type { FooterData } from './model';
import type { schema } from './schema';

export const load = async ({ settings, context }: SectionLoadArgs<typeof schema>): Promise<FooterData> => {
  // A menu that is missing or fails only drops its column.
  const [documents, ...menus] = await Promise.all([
    context.store.settings.get().catch(() => null),
    ...commaList(settings.menus).map((handle) => context.store.menus.get(handle).catch(() => null)),
  ]);
  return {
    storeName: storeChrome(documents?.data).storeName,
    memberConfig: storeChrome(documents?.data).memberConfig,
    menus: menus.flatMap((menu) =>
      menu
        ? [
            {
              id: menu.data.handle,
              title: menu.data.title,
              // The footer shows one level (Footer ignores children): keep the page data small.
              items: toMenuItems(menu.data.items).map(({ children: _, ...item }) => item),
            },
          ]
        : [],
    ),
    year: new Date().getFullYear(),
  };
};
