import type { WireMenuItem } from '../../../api/content';
import { Text } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { SectionShell, sharedStyles as styles } from '../shared';

export const headerBasicSchema = defineSection({
  type: 'header-basic',
  name: 'Header (basic)',
  limit: 1,
  settings: [
    { id: 'menu', type: 'text', label: 'Menu handle', default: 'main-menu' },
    {
      id: 'align',
      type: 'select',
      label: 'Logo position',
      default: 'left',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Centre' },
      ],
    },
  ],
});

interface HeaderData {
  storeName: string;
  items: { title: string; path: string }[];
}

const topLevel = (items: WireMenuItem[]) =>
  items.map((item) => ({
    title: item.title,
    path: item.path || item.children[0]?.path || '/collections/all',
  }));

/**
 * A plain header from primitives: store name, the main menu's top level, search and cart links.
 * The commerce Header component replaces it (same layout slot, `header-group`).
 */
export const HeaderBasic = ({ settings, data }: SectionProps<typeof headerBasicSchema, HeaderData>) => (
  <header className={styles.borderBottom}>
    <a className={styles.skipLink} href="#main">
      Skip to content
    </a>
    <SectionShell paddingY="none">
      <div className={[styles.headerBar, settings.align === 'center' ? styles.headerCentered : ''].join(' ')}>
        <a className={styles.brand} href="/">
          {data.storeName}
        </a>
        <nav aria-label="Main">
          <ul className={styles.navList}>
            {data.items.map((item) => (
              <li key={`${item.title}-${item.path}`}>
                <a className={styles.link} href={item.path}>
                  <Text tone="inherit">{item.title}</Text>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.navList} aria-label="Store">
          <li>
            <a className={styles.link} href="/search">
              <Text tone="inherit">Search</Text>
            </a>
          </li>
          <li>
            <a className={styles.link} href="/cart">
              <Text tone="inherit">Cart</Text>
            </a>
          </li>
        </ul>
      </div>
    </SectionShell>
  </header>
);

export const headerBasic = defineSectionEntry({
  schema: headerBasicSchema,
  component: HeaderBasic,
  load: async ({ settings, context }): Promise<HeaderData> => {
    const [menu, storeSettings] = await Promise.all([
      context.store.menus.get(settings.menu).catch(() => null),
      context.store.settings.get().catch(() => null),
    ]);
    const name = storeSettings?.data.store?.name;
    return {
      storeName: typeof name === 'string' && name ? name : 'Vitrine',
      items: menu ? topLevel(menu.data.items) : [{ title: 'Shop all', path: '/collections/all' }],
    };
  },
});
