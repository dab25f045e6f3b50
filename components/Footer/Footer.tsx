import { type ReactNode, useId } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { accountLinkKinds, type MemberConfig } from '../../lib/nav/accountLinks';
import type { MenuItem } from '../../lib/nav/menuTree';
import type { AccountUrls } from '../MobileDrawer/MobileDrawer';
import { type PaymentIconItem, PaymentIcons } from '../PaymentIcons/PaymentIcons';
import * as styles from './Footer.css';

/** A titled column of links. */
export interface FooterMenu {
  id: string;
  title: string;
  items: MenuItem[];
}

export interface FooterProps {
  /** The store's name, used in the copyright line. */
  storeName: string;
  /** Link columns (e.g. Shop, Help, About). Nested children are not shown in the footer. */
  menus?: FooterMenu[];
  /** A short text about the store beside the newsletter. */
  about?: ReactNode;
  /** The newsletter sign-up form (a slot: the page wires the subscribe action). */
  newsletter?: ReactNode;
  /** Accepted payment methods (payment icon list). */
  paymentIcons?: PaymentIconItem[];
  /**
   * The merchant's visible maximum of payment icons (2–8).
   * @default 8
   */
  paymentIconMax?: number;
  /** The year in the copyright line; pass it from the server so SSR and the browser agree. */
  year: number;
  /** A language selector (slot). */
  languageSelector?: ReactNode;
  /** A currency selector (slot). */
  currencySelector?: ReactNode;
  /**
   * Whether the shopper is logged in: My Account and Log out instead of Log in.
   * @default false
   */
  loggedIn?: boolean;
  /**
   * `guest` hides the account column; `undefined` too (a footer that shows no account links).
   * @default undefined
   */
  memberConfig?: MemberConfig;
  /** Posted as `_token` by the log-out form. */
  logoutToken?: string;
  accountUrls?: AccountUrls;
}

/** The store footer: link columns, newsletter, payment methods, copyright and locale selectors. */
export const Footer = ({
  storeName,
  menus = [],
  about,
  newsletter,
  paymentIcons,
  paymentIconMax,
  year,
  languageSelector,
  currencySelector,
  loggedIn = false,
  memberConfig,
  logoutToken,
  accountUrls,
}: FooterProps) => {
  const intl = useIntl();
  const idPrefix = useId();
  const accountKinds = memberConfig ? accountLinkKinds({ loggedIn, memberConfig }) : [];
  const urls = { login: '/account/login', account: '/account', logout: '/logout', ...accountUrls };
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.top}>
          {menus.map((menu) => (
            <nav key={menu.id} className={styles.column} aria-labelledby={`${idPrefix}-${menu.id}`}>
              <h2 id={`${idPrefix}-${menu.id}`} className={styles.title}>
                {menu.title}
              </h2>
              <ul className={styles.links}>
                {menu.items.map((item) => (
                  <li key={item.id}>
                    {item.url ? (
                      <a href={item.url} className={styles.link}>
                        {item.title}
                      </a>
                    ) : (
                      <span>{item.title}</span>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {accountKinds.length > 0 ? (
            <nav className={styles.column} aria-labelledby={`${idPrefix}-account`}>
              <h2 id={`${idPrefix}-account`} className={styles.title}>
                {intl.formatMessage({ id: 'nav.accountLinks' })}
              </h2>
              <ul className={styles.links}>
                {accountKinds.map((kind) => (
                  <li key={kind}>
                    {kind === 'logout' ? (
                      <form method="post" action={urls.logout}>
                        <input type="hidden" name="_token" value={logoutToken ?? ''} />
                        <button type="submit" className={`${styles.link} ${styles.linkButton}`}>
                          {intl.formatMessage({ id: 'nav.logout' })}
                        </button>
                      </form>
                    ) : (
                      <a href={kind === 'account' ? urls.account : urls.login} className={styles.link}>
                        {intl.formatMessage({ id: kind === 'account' ? 'nav.account' : 'nav.login' })}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {newsletter || about ? (
            <div className={styles.newsletter}>
              {about ? <div className={styles.about}>{about}</div> : null}
              {newsletter}
            </div>
          ) : null}
        </div>
        <div className={styles.bottom}>
          {languageSelector || currencySelector ? (
            <div className={styles.selectors}>
              {languageSelector}
              {currencySelector}
            </div>
          ) : null}
          {paymentIcons && paymentIcons.length > 0 ? (
            <PaymentIcons icons={paymentIcons} max={paymentIconMax} />
          ) : null}
          <p className={styles.copyright}>
            {intl.formatMessage({ id: 'footer.copyright' }, { year, storeName })}
          </p>
        </div>
      </div>
    </footer>
  );
};
