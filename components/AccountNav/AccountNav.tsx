import { useIntl } from '../../lib/i18n/intl';
import * as styles from './AccountNav.css';

/** The account area's pages, in menu order. */
export const accountNavPages = ['overview', 'orders', 'addresses', 'paymentMethods', 'wishlist'] as const;
export type AccountNavPage = (typeof accountNavPages)[number];

export interface AccountNavProps {
  /** The page being shown (marked `aria-current`); none on pages outside the menu. */
  current?: AccountNavPage;
  /** Where each page is. */
  urls: Readonly<Record<AccountNavPage, string>>;
  /** The log-out form's target: a POST with a hidden `_token` field. */
  logoutUrl: string;
  /** The session's CSRF token, posted as `_token`. */
  logoutToken: string;
}

/**
 * The account area's menu (My Account, Order History, Addresses, Payment methods, Wishlist) and the log-out
 * button, which posts a form, so it works without JavaScript. A row on phones, a column beside the
 * page from desktops.
 */
export const AccountNav = ({ current, urls, logoutUrl, logoutToken }: AccountNavProps) => {
  const intl = useIntl();
  return (
    <nav className={styles.root} aria-label={intl.formatMessage({ id: 'account.nav.label' })}>
      <ul className={styles.list}>
        {accountNavPages.map((page) => (
          <li key={page}>
            <a className={styles.link} href={urls[page]} aria-current={page === current ? 'page' : undefined}>
              {intl.formatMessage({ id: `account.nav.${page}` })}
            </a>
          </li>
        ))}
        <li>
          <form method="post" action={logoutUrl}>
            <input type="hidden" name="_token" value={logoutToken} />
            <button type="submit" className={styles.logout}>
              {intl.formatMessage({ id: 'nav.logout' })}
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
};
