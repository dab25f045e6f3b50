import { useLocation } from 'react-router';
import {
  Header,
  type HeaderLayout,
  type HeaderVisibility,
  headerLayouts,
  headerVisibilities,
} from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import type { MenuItem } from '../../../lib/nav';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { useHydrated } from '../shared/useHydrated';
import { HeaderCart } from './HeaderCart';
import * as styles from './header.css';
import { ACCOUNT_URLS, plainMenuLinks, type StoreChrome, storeChrome, toMenuItems } from './storeNav';
import { usePredictiveSearch } from './usePredictiveSearch';

export const headerSchema = defineSection({
  type: 'header',
  name: 'Header',
  limit: 1,
  settings: [
    { id: 'menu', type: 'text', label: 'Menu handle', default: 'main-menu' },
    {
      id: 'announcement',
      type: 'text',
      label: 'Announcement (part of the header: it floats with it)',
      default: '',
      maxLength: 200,
    },
    { id: 'announcementLink', type: 'url', label: 'Announcement link', default: '' },
    {
      id: 'cartIndicator',
      type: 'select',
      label: 'Cart button shows',
      default: 'badge',
      options: [
        { value: 'badge', label: 'The item count' },
        { value: 'dot', label: 'A dot' },
      ],
    },
    { id: 'predictiveSearch', type: 'boolean', label: 'Suggest products while typing', default: true },
    { id: 'drawerPromotion', type: 'boolean', label: 'Promotion in the mobile menu', default: true },
  ],
});

export interface HeaderData {
  /** null when the store has no such menu. */
  menu: MenuItem[] | null;
  chrome: StoreChrome;
}

const visibilityOf = (value: unknown): HeaderVisibility =>
  headerVisibilities.find((visibility) => visibility === value) ?? 'static';
const layoutOf = (value: unknown): HeaderLayout =>
  headerLayouts.find((layout) => layout === value) ?? 'inline';

/**
 * The store header (spec §2, §4): the store name, the main menu (dropdowns on desktop, the
 * 300 px drawer under 768 px with search and account links), the search dialog with predictive
 * suggestions, and the cart button. Without JavaScript the cart button is a link to /cart and a
 * plain row of links (menu and search) stands in for the dropdowns, drawer and dialog.
 */
export const HeaderSection = ({
  settings,
  data,
  themeSettings,
}: SectionProps<typeof headerSchema, HeaderData>) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const predictive = usePredictiveSearch();
  const { chrome } = data;
  const menu = data.menu ?? [
    { id: 'all', title: intl.formatMessage({ id: 'nav.shopAll' }), url: '/collections/all' },
  ];
  // spec §4: a floating header needs its measured height reserved, which takes JavaScript; the
  // server HTML keeps it in the flow, and hydration switches it on with the height already known.
  const visibility = hydrated ? visibilityOf(themeSettings.headerVisibility) : 'static';
  const navConfig = settings.drawerPromotion
    ? chrome.navConfig
    : { contactTitle: chrome.navConfig.contactTitle, showEmail: chrome.navConfig.showEmail };

  return (
    <>
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage({ id: 'nav.skipToContent' })}
      </a>
      <Header
        storeName={chrome.storeName}
        menu={menu}
        currentPath={pathname}
        announcement={
          settings.announcement ? (
            settings.announcementLink ? (
              <a className={styles.noticeLink} href={settings.announcementLink}>
                {settings.announcement}
              </a>
            ) : (
              settings.announcement
            )
          ) : undefined
        }
        visibility={visibility}
        layout={layoutOf(themeSettings.headerLayout)}
        cartButton={
          <HeaderCart
            indicator={settings.cartIndicator}
            bracketed={themeSettings.cartBadgeBrackets === true}
          />
        }
        memberConfig={chrome.memberConfig}
        accountUrls={ACCOUNT_URLS}
        serviceEmail={chrome.serviceEmail}
        navConfig={navConfig}
        search={settings.predictiveSearch ? predictive : undefined}
      />
      <noscript>
        <nav className={styles.plainNav} aria-label={intl.formatMessage({ id: 'nav.quickLinks' })}>
          <ul className={styles.plainList}>
            {plainMenuLinks(menu).map((link) => (
              <li key={link.id}>
                <a className={styles.plainLink} href={link.url}>
                  {link.title}
                </a>
              </li>
            ))}
            <li>
              <a className={styles.plainLink} href="/search">
                {intl.formatMessage({ id: 'search.open' })}
              </a>
            </li>
          </ul>
        </nav>
      </noscript>
    </>
  );
};

export const header = defineSectionEntry({
  schema: headerSchema,
  component: HeaderSection,
  load: async ({ settings, context }): Promise<HeaderData> => {
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
  },
});
