import {
  type ComponentType,
  type ReactElement,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { withSearchMessages } from '../../lib/i18n/searchMessages';
import { accountLinkKinds, type MemberConfig, visibleServiceEmail } from '../../lib/nav/accountLinks';
import { activeTrail, type MenuItem } from '../../lib/nav/menuTree';
import { Drawer } from '../Drawer/Drawer';
import { Icon } from '../Icon/Icon';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector';
import { SearchBox, type SearchBoxProps } from '../SearchBox/SearchBox';
import { DrawerMenu } from './DrawerMenu';
import * as styles from './MobileDrawer.css';

/** The store's nav config, in camelCase: the drawer's contact and promotion blocks. */
export interface NavConfig {
  /** Heading above the service email (contact_title). */
  contactTitle?: string;
  /** The service email shows only when this is on and an address is configured. */
  showEmail?: boolean;
  /** A promotional image. */
  image?: { src: string; alt: string; width?: number; height?: number };
  /** Where the image leads (image_link). */
  imageLink?: string;
  title?: string;
  description?: string;
  linkUrl?: string;
  linkTitle?: string;
}

export interface AccountUrls {
  /** @default '/account/login' */
  login?: string;
  /** @default '/account' */
  account?: string;
  /** A POST form with a hidden `_token` field. @default '/logout' */
  logout?: string;
}

export interface MobileDrawerProps {
  /** The store menu; items with children collapse. */
  menu: MenuItem[];
  /** The path of the current page: its item is marked and its sections start open. */
  currentPath?: string;
  /**
   * The currency selector, under the language selector; none when the theme hides it. A component
   * (rendered in a Suspense boundary here), so a lazily loaded one costs the header nothing.
   */
  currencySelector?: ComponentType;
  /**
   * Whether the shopper is logged in: account and log-out links, otherwise log in.
   * @default false
   */
  loggedIn?: boolean;
  /**
   * `guest` hides every account link.
   * @default 'optional'
   */
  memberConfig?: MemberConfig;
  /** The CSRF token posted as `_token` with the log-out form. */
  logoutToken?: string;
  /** Account routes (defaults). */
  accountUrls?: AccountUrls;
  /** The store's base option `customer_service_email`. */
  serviceEmail?: string;
  /** Contact title, email switch, image, text and link (nav config). */
  navConfig?: NavConfig;
  /**
   * Shows the search form at the top.
   * @default true
   */
  showSearch?: boolean;
  /** Predictive search wiring, passed to the SearchBox. */
  search?: Omit<SearchBoxProps, 'inputRef'>;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /**
   * @default false
   */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The menu button; it gets focus back on close. */
  trigger?: ReactElement;
}

/**
 * False until the frame after the first render has painted. The language and currency selectors
 * name each language and currency with Intl (ICU data: 50–130 ms at 4× CPU the first time), so
 * they follow the drawer by a frame instead of holding its opening back.
 */
const usePaintedOnce = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame, then a task: the drawer has painted by then.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
};

/**
 * The mobile menu (a left drawer 300 wide): search, the collapsible
 * menu, account links, contact details and a promotion block.
 */
const MobileDrawerContent = ({
  menu,
  currentPath,
  currencySelector: CurrencySelector,
  loggedIn = false,
  memberConfig = 'optional',
  logoutToken,
  accountUrls,
  serviceEmail,
  navConfig = {},
  showSearch = true,
  search,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
}: MobileDrawerProps) => {
  const intl = useIntl();
  const searchRef = useRef<HTMLInputElement>(null);
  const links = accountLinkKinds({ loggedIn, memberConfig });
  const email = visibleServiceEmail(navConfig.showEmail, serviceEmail);
  const localize = useLocalizePath();
  const selectorsShown = usePaintedOnce();
  const urls = {
    login: localize(accountUrls?.login ?? '/account/login'),
    account: localize(accountUrls?.account ?? '/account'),
    logout: localize(accountUrls?.logout ?? '/logout'),
  };
  const { image, imageLink, title, description, linkUrl, linkTitle, contactTitle } = navConfig;
  const imageElement = image ? (
    <img
      className={styles.promoImage}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
    />
  ) : null;

  return (
    <Drawer
      title={intl.formatMessage({ id: 'nav.menu' })}
      side="left"
      width="menu"
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
    >
      <div className={styles.body}>
        {showSearch ? <SearchBox {...search} inputRef={searchRef} /> : null}
        <nav aria-label={intl.formatMessage({ id: 'nav.main' })}>
          <DrawerMenu items={menu} trail={activeTrail(menu, currentPath)} />
        </nav>
        {links.length > 0 ? (
          <ul className={styles.accountList} aria-label={intl.formatMessage({ id: 'nav.accountLinks' })}>
            {links.map((kind) =>
              kind === 'logout' ? (
                <li key={kind}>
                  <form method="post" action={urls.logout}>
                    <input type="hidden" name="_token" value={logoutToken ?? ''} />
                    <button type="submit" className={styles.accountLink}>
                      {intl.formatMessage({ id: 'nav.logout' })}
                    </button>
                  </form>
                </li>
              ) : (
                <li key={kind}>
                  <a href={kind === 'login' ? urls.login : urls.account} className={styles.accountLink}>
                    <Icon name="user" />
                    {kind === 'login'
                      ? intl.formatMessage({ id: 'nav.login' })
                      : intl.formatMessage({ id: 'nav.account' })}
                  </a>
                </li>
              ),
            )}
          </ul>
        ) : null}
        <div className={styles.section}>
          {selectorsShown ? <LanguageSelector currentPath={currentPath ?? '/'} /> : null}
          {CurrencySelector && selectorsShown ? (
            <Suspense fallback={null}>
              <CurrencySelector />
            </Suspense>
          ) : null}
        </div>
        {contactTitle || email ? (
          <section
            className={styles.section}
            aria-label={contactTitle ? undefined : intl.formatMessage({ id: 'nav.contact' })}
          >
            {contactTitle ? <h2 className={styles.sectionTitle}>{contactTitle}</h2> : null}
            {email ? (
              <a href={`mailto:${email}`} className={styles.email}>
                <Icon name="mail" />
                {email}
              </a>
            ) : null}
          </section>
        ) : null}
        {image || title || description || (linkUrl && linkTitle) ? (
          <section className={styles.promo}>
            {imageElement && imageLink ? <a href={imageLink}>{imageElement}</a> : imageElement}
            {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
            {description ? <p className={styles.promoText}>{description}</p> : null}
            {linkUrl && linkTitle ? (
              <a href={linkUrl} className={styles.promoLink}>
                {linkTitle}
              </a>
            ) : null}
          </section>
        ) : null}
      </div>
    </Drawer>
  );
};

/** With the search scope's texts, which come with this chunk (lib/i18n/messageScopes.ts). */
export const MobileDrawer = withSearchMessages(MobileDrawerContent);
