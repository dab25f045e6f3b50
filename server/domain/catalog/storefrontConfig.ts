/**
 * The store-wide configuration every page render reads: the theme document, the public settings
 * documents, the checkout settings (the store's currency prices every product with) and every
 * menu with its items. Read in one statement, held by the read cache like each of them was
 * (migration 0009 notifies changes to store_settings, menus and menu_items), so a page with
 * every cache off still pays one statement for all of it, and a warm page none.
 */
import { sql } from 'drizzle-orm';
import { publicSettingKeys, type StoreSettingsResponse, type WireMenu } from '../../../api/content';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { cachedRead } from '../../http/readCache';
import { type StoreCheckoutSettings, toStoreSettings } from '../cart/pricingData';
import { type StoredThemeDoc, THEME_SETTINGS_KEY, toThemeDoc } from '../theme/theme';
import { type MenuItemRow, toPublicSettings, toWireMenus } from './content';

export interface StorefrontConfig {
  theme: StoredThemeDoc;
  settings: StoreSettingsResponse;
  store: StoreCheckoutSettings;
  /** Every menu, by handle. */
  menus: ReadonlyMap<string, WireMenu>;
}

interface ConfigRow {
  settings: Record<string, Record<string, unknown>> | null;
  menus: { id: number; handle: string; title: string }[] | null;
  items: MenuItemRow[] | null;
}

const settingKeys = [THEME_SETTINGS_KEY, ...publicSettingKeys];

/** The configuration fresh from the database, in one statement. */
export async function readStorefrontConfig(db: Db): Promise<StorefrontConfig> {
  const [row] = await queryRows<ConfigRow>(
    db,
    sql`select
      (select json_object_agg(s.key, s.value) from store_settings s
        where s.key in (${sql.join(
          settingKeys.map((key) => sql`${key}`),
          sql`, `,
        )})) as settings,
      (select json_agg(json_build_object('id', m.id, 'handle', m.handle, 'title', m.title) order by m.id)
        from menus m) as menus,
      (select json_agg(json_build_object('id', i.id, 'menuId', i.menu_id, 'parentId', i.parent_id,
          'title', i.title, 'object', i.object, 'path', i.path, 'url', i.url) order by i.position, i.id)
        from menu_items i) as items`,
  );
  const settings = row?.settings ?? {};
  const menus = toWireMenus(row?.menus ?? [], row?.items ?? []);
  return {
    theme: toThemeDoc(settings[THEME_SETTINGS_KEY]),
    settings: toPublicSettings(Object.entries(settings).map(([key, value]) => ({ key, value }))),
    store: toStoreSettings(settings.store),
    menus: new Map(menus.map((menu) => [menu.handle, menu])),
  };
}

/** The configuration, shared for the read cache's TTL (read afresh when the cache is off). */
export function storefrontConfig(db: Db): Promise<StorefrontConfig> {
  return cachedRead(db, 'storefront-config', () => readStorefrontConfig(db));
}
