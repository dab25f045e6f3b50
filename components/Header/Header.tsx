import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { accountLinkKinds, type MemberConfig } from '../../lib/nav/accountLinks';
import { activeTrail, type MenuItem } from '../../lib/nav/menuTree';
import {
  type HeaderVisibility,
  headerReservedHeight,
  initialScrollTracking,
  isHeaderHidden,
  trackScroll,
} from '../../lib/nav/scrollDirection';
import { debounce, RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS, throttle } from '../../lib/nav/timing';
import { crossesBreakpoint } from '../../lib/nav/viewport';
import { inlineVars } from '../../tokens/inlineVars';
import { Icon } from '../Icon/Icon';
import type { AccountUrls, MobileDrawerProps, NavConfig } from '../MobileDrawer/MobileDrawer';
import { DeferredOverlay, deferredComponent } from '../private/DeferredOverlay';
import type { SearchBoxProps } from '../SearchBox/SearchBox';
import type { SearchDialogProps } from '../SearchDialog/SearchDialog';
import { DesktopMenu } from './DesktopMenu';
import * as styles from './Header.css';

export { type HeaderVisibility, headerVisibilities } from '../../lib/nav/scrollDirection';

export const headerLayouts = ['inline', 'centered'] as const;
export type HeaderLayout = (typeof headerLayouts)[number];

/** The measured heights of the header's two bars, in CSS pixels. */
export interface HeaderHeights {
  nav: number;
  notice: number;
}

export interface HeaderProps {
  /** The store's name: the home link's text, or its name when a logo is shown. */
  storeName: string;
  /** The store logo; the store name is shown in type without it. */
  logo?: { src: string; width: number; height: number };
  /**
   * @default '/'
   */
  homeUrl?: string;
  /** The main menu; children drop down on desktop and collapse in the mobile drawer. */
  menu: MenuItem[];
  /** The current page's path, marked `aria-current` in the menus. */
  currentPath?: string;
  /**
   * The currency selector, a component (a lazily loaded one costs the header nothing until
   * shown): in the mobile drawer, and among the actions from 768 px with `currencyInHeader`.
   */
  currencySelector?: ComponentType<{ hideLabel?: boolean }>;
  /**
   * Shows `currencySelector` among the actions from 768 px too (the theme's
   * `currency_selector_type` `header`), its label read but not shown.
   * @default false
   */
  currencyInHeader?: boolean;
  /** The announcement bar above the header (notice); its height is recorded too. */
  announcement?: ReactNode;
  /**
   * `float` keeps the header fixed (hidden while scrolling down, back on
   * the way up) and reserves its height; `static` scrolls away with the page.
   * @default 'static'
   */
  visibility?: HeaderVisibility;
  /**
   * From 768 px: `inline` puts the store name, the menu and the actions in one row; `centered`
   * puts the name in the middle of the top row and the menu in a row of its own below. Phones
   * get the same bar either way (menu button, name, actions).
   * @default 'inline'
   */
  layout?: HeaderLayout;
  /** The cart button (HeaderCartButton), placed last in the actions. */
  cartButton?: ReactNode;
  /**
   * @default false
   */
  loggedIn?: boolean;
  /**
   * `guest` hides every account link.
   * @default 'optional'
   */
  memberConfig?: MemberConfig;
  /** Posted as `_token` by the drawer's log-out form. */
  logoutToken?: string;
  accountUrls?: AccountUrls;
  /** The store's `customer_service_email`, for the drawer. */
  serviceEmail?: string;
  /** The store's nav config, for the drawer. */
  navConfig?: NavConfig;
  /** Predictive search wiring for the search dialog and the drawer. */
  search?: Omit<SearchBoxProps, 'inputRef'>;
  /** Results under the field in the search dialog. */
  searchResults?: ReactNode;
  /** Called when the recorded nav / notice heights change (on scroll and resize). */
  onHeightsChange?: (heights: HeaderHeights) => void;
}

// The drawer and the search dialog (Radix, ~14 KB gzip with their search boxes) load when the
// shopper first reaches for them, not with the page (initial JavaScript budget).
const LazyMobileDrawer = deferredComponent<MobileDrawerProps>(() =>
  import('../MobileDrawer/MobileDrawer').then((module) => module.MobileDrawer),
);
const LazySearchDialog = deferredComponent<SearchDialogProps>(() =>
  import('../SearchDialog/SearchDialog').then((module) => module.SearchDialog),
);

const readScrollY = () => window.scrollY || document.documentElement.scrollTop || 0;

/**
 * The store header: logo, main menu, search, account and cart. Below 768 px the
 * menu moves into a left drawer. With `visibility="float"` it stays fixed and
 * slides away while the shopper scrolls down.
 */
export const Header = ({
  storeName,
  logo,
  homeUrl = '/',
  menu,
  currentPath,
  currencySelector: CurrencySelector,
  currencyInHeader,
  announcement,
  visibility = 'static',
  layout = 'inline',
  cartButton,
  loggedIn = false,
  memberConfig = 'optional',
  logoutToken,
  accountUrls,
  serviceEmail,
  navConfig,
  search,
  searchResults,
  onHeightsChange,
}: HeaderProps) => {
  // Links in the page's language (`/de/cart` on a German page); the menu's come so from the loader.
  const localize = useLocalizePath();
  const intl = useIntl();
  const navRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [heights, setHeights] = useState<HeaderHeights>({ nav: 0, notice: 0 });
  const [hidden, setHidden] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // Once asked for, an overlay stays mounted (closed) so it reopens at once.
  const [drawerRequested, setDrawerRequested] = useState(false);
  const [searchRequested, setSearchRequested] = useState(false);
  const heightsChange = useRef(onHeightsChange);
  heightsChange.current = onHeightsChange;

  const recordHeights = useCallback((): HeaderHeights => {
    const next = {
      nav: navRef.current?.offsetHeight ?? 0,
      notice: noticeRef.current?.offsetHeight ?? 0,
    };
    setHeights((previous) => {
      if (previous.nav === next.nav && previous.notice === next.notice) return previous;
      heightsChange.current?.(next);
      return next;
    });
    return next;
  }, []);

  // On scroll (throttled 300 ms) record the heights and follow the direction.
  useEffect(() => {
    let tracking = initialScrollTracking(readScrollY());
    const onScroll = throttle(() => {
      const measured = recordHeights();
      const scrollY = readScrollY();
      tracking = trackScroll(tracking, scrollY);
      setHidden(
        isHeaderHidden({
          visibility,
          direction: tracking.direction,
          scrollY,
          headerHeight: measured.nav + measured.notice,
        }),
      );
    }, SCROLL_THROTTLE_MS);
    // Resize is debounced 200 ms.
    const onResize = debounce(recordHeights, RESIZE_DEBOUNCE_MS);
    recordHeights();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      onScroll.cancel();
      onResize.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [visibility, recordHeights]);

  // Open dropdowns (and the drawer) close when the viewport crosses 768 px. A listener, not the
  // width as state: the server renders at a desktop width, so a width read while hydrating made
  // React render the whole header again, synchronously, right after hydrating it on every phone.
  useEffect(() => {
    let previousWidth = window.innerWidth;
    const onResize = debounce(() => {
      const width = window.innerWidth;
      if (crossesBreakpoint(previousWidth, width)) {
        setOpenId(null);
        setDrawerOpen(false);
      }
      previousWidth = width;
    }, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const trail = activeTrail(menu, currentPath);
  const accountKinds = accountLinkKinds({ loggedIn, memberConfig });
  const urls = { login: '/account/login', account: '/account', ...accountUrls };
  const reserved = headerReservedHeight(visibility, heights);
  const floating = visibility === 'float';
  const menuTrigger = (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
    >
      <Icon name="menu" size="large" />
    </button>
  );
  const searchTrigger = (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={intl.formatMessage({ id: 'search.open' })}
    >
      <Icon name="search" size="large" />
    </button>
  );

  return (
    <div
      className={styles.root}
      style={reserved !== undefined ? inlineVars({ [styles.reservedHeight]: `${reserved}px` }) : undefined}
      data-float={floating || undefined}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focus bubbling up from a link or button inside reveals the header */}
      <header
        className={floating ? `${styles.bar} ${styles.floating}` : styles.bar}
        data-hidden={floating ? hidden : undefined}
        // A keyboard user tabbing into a hidden header brings it back.
        onFocus={() => setHidden(false)}
      >
        {announcement ? (
          <div ref={noticeRef} className={styles.notice}>
            {announcement}
          </div>
        ) : null}
        <div ref={navRef} className={styles.nav}>
          <div className={`${styles.inner} ${styles.layout[layout]}`}>
            <div className={styles.mobileOnly}>
              <DeferredOverlay
                requested={drawerRequested}
                trigger={menuTrigger}
                preload={LazyMobileDrawer.preload}
                loaded={LazyMobileDrawer.loaded}
                onRequest={() => {
                  setDrawerRequested(true);
                  setDrawerOpen(true);
                }}
              >
                <LazyMobileDrawer.Component
                  menu={menu}
                  currentPath={currentPath}
                  currencySelector={CurrencySelector}
                  loggedIn={loggedIn}
                  memberConfig={memberConfig}
                  logoutToken={logoutToken}
                  accountUrls={accountUrls}
                  serviceEmail={serviceEmail}
                  navConfig={navConfig}
                  search={search}
                  open={drawerOpen}
                  onOpenChange={setDrawerOpen}
                  trigger={menuTrigger}
                />
              </DeferredOverlay>
            </div>
            <a href={localize(homeUrl)} className={styles.logo}>
              {logo ? (
                <img
                  className={styles.logoImage}
                  src={logo.src}
                  width={logo.width}
                  height={logo.height}
                  alt={storeName}
                />
              ) : (
                <span className={styles.logoText}>{storeName}</span>
              )}
            </a>
            <div className={styles.desktopOnly}>
              <DesktopMenu items={menu} trail={trail} openId={openId} onOpenChange={setOpenId} />
            </div>
            <div className={styles.actions}>
              {currencyInHeader && CurrencySelector ? (
                <div className={styles.desktopOnlyInline}>
                  <Suspense>
                    <CurrencySelector hideLabel />
                  </Suspense>
                </div>
              ) : null}
              <DeferredOverlay
                requested={searchRequested}
                trigger={searchTrigger}
                preload={LazySearchDialog.preload}
                loaded={LazySearchDialog.loaded}
                onRequest={() => {
                  setSearchRequested(true);
                  setSearchOpen(true);
                }}
              >
                <LazySearchDialog.Component
                  {...search}
                  open={searchOpen}
                  onOpenChange={setSearchOpen}
                  trigger={searchTrigger}
                >
                  {searchResults}
                </LazySearchDialog.Component>
              </DeferredOverlay>
              {accountKinds.length > 0 ? (
                <a
                  href={loggedIn ? urls.account : urls.login}
                  className={`${styles.iconButton} ${styles.desktopOnlyInline}`}
                  aria-label={
                    loggedIn
                      ? intl.formatMessage({ id: 'nav.account' })
                      : intl.formatMessage({ id: 'nav.login' })
                  }
                >
                  <Icon name="user" size="large" />
                </a>
              ) : null}
              {cartButton}
            </div>
          </div>
        </div>
      </header>
    </div>
  );
};
