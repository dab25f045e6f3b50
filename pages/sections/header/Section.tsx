import { lazy } from 'react';
import { useLocation } from 'react-router';
import { Header } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { useCustomerState } from '../../account/useCustomerState';
import { useStoreCurrency } from '../../layout/storeCurrency';
import type { SectionProps } from '../../layout/types';
import { useHydrated } from '../shared/useHydrated';
import { HeaderCart } from './HeaderCart';
import * as styles from './header.css';
import type { HeaderData } from './model';
import type { schema } from './schema';
import { ACCOUNT_URLS, plainMenuLinks } from './storeNav';
import { usePredictiveSearch } from './usePredictiveSearch';

/**
 * The currency selector (none when the theme hides it): its code loads when the drawer opens, or
 * with the page when the theme places it in the header.
 */
const CurrencyPicker = lazy(() => import('../../currency/CurrencyPicker'));

/**
 * The store header: the store name, the main menu (dropdowns on desktop, the
 * 300 px drawer under 768 px with search and account links), the search dialog with predictive
 * suggestions, and the cart button. Without JavaScript the cart button is a link to /cart and a
 * plain row of links (menu and search) stands in for the dropdowns, drawer and dialog.
 */
export const HeaderSection = ({ settings, data, themeSettings }: SectionProps<typeof schema, HeaderData>) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const predictive = usePredictiveSearch(useStoreCurrency());
  const customer = useCustomerState();
  const { chrome } = data;
  const menu = data.menu ?? [
    { id: 'all', title: intl.formatMessage({ id: 'nav.shopAll' }), url: '/collections/all' },
  ];
  // A floating header needs its measured height reserved, which takes JavaScript; the
  // server HTML keeps it in the flow, and hydration switches it on with the height already known.
  const visibility = hydrated ? themeSettings.headerVisibility : 'static';
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
        currencySelector={CurrencyPicker}
        currencyInHeader={themeSettings.currency.currency_selector_type === 'header'}
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
        layout={themeSettings.headerLayout}
        cartButton={
          <HeaderCart indicator={settings.cartIndicator} bracketed={themeSettings.cartBadgeBrackets} />
        }
        loggedIn={customer.loggedIn}
        logoutToken={customer.csrfToken}
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

export default HeaderSection;
