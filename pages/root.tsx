/**
 * The document: `<html>` carries the language, direction, the theme class
 * (so portalled dialogs are themed too) and the merchant's token overrides as CSS variables; the
 * header and footer groups come from the theme's layouts like every other section.
 */
import '../themes/fontFallbacks.css';
import '../tokens/global.css';
import { type ReactNode, useEffect, useState } from 'react';
import {
  data,
  type HeadersFunction,
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { Button, Heading, Stack, Text } from '../components';
import { IntlRoot } from '../lib/i18n/IntlRoot';
import { useIntl } from '../lib/i18n/intl';
import { toIntlLocale } from '../lib/i18n/locales';
import { languageSegment, packs } from '../lib/i18n/packCache';
import { currencyFacts, rememberCurrencyFacts } from '../lib/money/formatMoney';
import { themeClasses } from '../themes/classes';
import { themeFontPreloads } from '../themes/fontPreloads';
import { defaultThemeName, isThemeName } from '../themes/names';
import type { ThemeSettings } from '../themes/settings';
import webfonts from '../themes/webfonts.css?url';
import { CartHost } from './cart/CartHost';
import { serverCartCount } from './cart/cartCount.server';
import { offeredCurrencies } from './currency/offered';
import { startCurrency } from './currency/pricetype';
import { loadLanguage } from './layout/languageStart';
import { markHydrated } from './layout/lazySections';
import type { LoadedSection } from './layout/loadSections';
import { SectionList } from './layout/SectionList';
import { tokenOverrideStyle } from './layout/themeStyle';
import { linkId, webfontsHeadScript, webfontsOnPage } from './layout/webfonts';
import { loadPagePack, pageAlternates, redirectToRememberedLanguage } from './loaders/language.server';
import { pageContext, templateSections } from './loaders/page.server';
import { requestLocale, requestPreview } from './loaders/request';
import { sectionStyles } from './loaders/sectionStyles.server';
import { PRIVATE_CACHE, STORE_NAME } from './loaders/seo';
import { SectionShell } from './sections/shared';
import { useHydrated } from './sections/shared/useHydrated';
import { WishlistHearts } from './wishlist/WishlistHearts';

export async function loader(args: LoaderFunctionArgs) {
  redirectToRememberedLanguage(args.request);
  // Not `args`: a first segment that names no language is the route's 404, framed as usual.
  const ctx = await pageContext({ request: args.request, context: args.context });
  const { locale, dir } = requestLocale(args.request);
  const { preview, setCookie, staffSession } = requestPreview(args.request);
  const group = { kind: 'group' } as const;
  const [header, footer, , cart] = await Promise.all([
    templateSections(args, ctx, 'header-group', group),
    templateSections(args, ctx, 'footer-group', group),
    // The page's pack, for this render (the browser loads the same before it hydrates).
    loadPagePack(locale),
    serverCartCount(args.request, ctx.store),
  ]);
  const headers = new Headers();
  if (setCookie) headers.append('Set-Cookie', setCookie);
  // A preview (a theme's, or the editor's draft), or a page with the shopper's cart count, is one
  // shopper's view: no shared cache may keep it (pages/loaders/seo.ts).
  if (preview || staffSession || cart.personal) headers.set('Cache-Control', PRIVATE_CACHE);
  return data(
    {
      locale,
      dir,
      // The page in every language (`hreflang`), for search engines: only the server writes them.
      alternates: pageAlternates(args.request),
      theme: {
        name: ctx.theme.name,
        settings: ctx.themeSettings,
        // As `<html>`'s inline style, resolved here: the token contract stays out of the browser bundle.
        tokenStyle: tokenOverrideStyle(ctx.theme.tokenOverrides),
      },
      header,
      footer,
      // The header's cart count in the first HTML (pages/cart/cartCount.server.ts).
      cartCount: cart.count,
      sectionStyles,
      // The store's currency (from its settings), and what Intl says here about it and about each
      // currency the selector offers, so the browser writes prices and the selector's symbols
      // without building number formats of its own (lib/money/formatMoney.ts): each loads Intl's
      // data, and building them was the largest part of opening the mobile menu.
      currency: {
        code: ctx.currency,
        facts: Object.fromEntries(
          (ctx.themeSettings.currency.show_selector
            ? offeredCurrencies(ctx.themeSettings.currency, ctx.currency)
            : [ctx.currency]
          ).map((code) => [code, currencyFacts(code, toIntlLocale(locale))]),
        ),
      },
    },
    { headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers(loaderHeaders);
  // Error pages (a thrown 404 or a failure) are never kept by shared caches.
  if (errorHeaders && !headers.has('Cache-Control')) headers.set('Cache-Control', PRIVATE_CACHE);
  return headers;
};

type RootData = Awaited<ReturnType<typeof loader>>['data'];

/**
 * React Router's scroll restoration, mounted once hydrated, without the inline script it renders
 * on the server: that script (history.replaceState, sessionStorage) was a 10–20 ms task after the
 * first paint on every load (TBT), and a reload's scroll is the browser's own, as React
 * Router hands it back on pagehide. Positions saved in a client session are restored when the
 * router starts, as before. A component of its own, so the switch re-renders nothing else.
 */
const ScrollRestorationOnceHydrated = () => (useHydrated() ? <ScrollRestoration /> : null);

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const name = isThemeName(root?.theme.name) ? root.theme.name : defaultThemeName;
  // A marker that the client has taken over (error pages included): tests wait for it before they
  // click, styles may use it to show controls that only work with JavaScript, and sections loaded
  // on demand stop waiting for the viewport (layout/lazySections.ts).
  // Runs again on each new page: a first visit's webfonts come in with the next one (layout/webfonts.ts).
  const { pathname } = useLocation();
  // Prices in the shopper's currency: the converter loads only when one was chosen
  // (currency/pricetype.ts; once per page view); the page's HTML always has the store's.
  const currencySettings = root?.theme.settings.currency;
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.hydrated = 'true';
    webfontsOnPage(pathname);
    startCurrency(currencySettings);
  }, [pathname, currencySettings]);
  return (
    <html
      lang={toIntlLocale(root?.locale ?? 'en-US')}
      dir={root?.dir ?? 'ltr'}
      className={themeClasses[name]}
      style={root?.theme.tokenStyle}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No favicon yet: an empty data URL stops the browser asking for /favicon.ico. */}
        <link rel="icon" href="data:," />
        {/* The webfonts (layout/webfonts.ts): a print stylesheet nothing waits for, turned on
            before the first layout when this browser has the files, else from the next page.
            Without JavaScript, the noscript copy applies at once. */}
        <link
          rel="stylesheet"
          href={webfonts}
          media="print"
          id={linkId}
          data-files={import.meta.env.SSR ? themeFontPreloads[name].join(' ') : undefined}
          suppressHydrationWarning
        />
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, no user data.
          dangerouslySetInnerHTML={{ __html: webfontsHeadScript }}
          suppressHydrationWarning
        />
        <noscript>
          <link rel="stylesheet" href={webfonts} />
        </noscript>
        <Meta />
        <Links />
        {import.meta.env.SSR
          ? root?.alternates.map((alternate) => (
              <link
                key={alternate.hreflang}
                rel="alternate"
                hrefLang={alternate.hreflang}
                href={alternate.href}
              />
            ))
          : null}
      </head>
      <body>
        {children}
        <ScrollRestorationOnceHydrated />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The page language's messages: its pack, which the server's loader and the browser's entry load
 * before the first render (pages/entry.client.tsx), else en-US when it failed to load. A page that
 * moves into another language without its pack (a client-side move through history) loads it.
 */
const usePack = (locale: string) => {
  const [, setLoaded] = useState(0);
  const messages = packs.loaded.get(locale);
  const failed = packs.failed.has(locale) || packs.failed.has('*');
  useEffect(() => {
    if (!messages && !failed && locale !== 'en-US')
      void loadLanguage(locale).then(() => setLoaded((count) => count + 1));
  }, [locale, messages, failed]);
  return { messages, failed };
};

/** Header group, the route, footer group. */
const Frame = ({ root, children }: { root: RootData | undefined; children: ReactNode }) => {
  // Before any price renders below (idempotent: the same facts on every render).
  if (root)
    for (const code in root.currency.facts)
      rememberCurrencyFacts(code, toIntlLocale(root.locale), root.currency.facts[code]!);
  const locale = root?.locale ?? 'en-US';
  const pack = usePack(locale);
  const FailedNotice = pack.failed ? packs.failedNotice : undefined;
  return (
    <IntlRoot locale={locale} messages={pack.messages}>
      {root ? (
        <SectionList sections={root.header} page={{ kind: 'group' }} themeSettings={root.theme.settings} />
      ) : null}
      {FailedNotice ? <FailedNotice locale={locale} /> : null}
      <main id="main">{children}</main>
      <CartHost />
      <WishlistHearts />
      {root ? (
        <SectionList sections={root.footer} page={{ kind: 'group' }} themeSettings={root.theme.settings} />
      ) : null}
    </IntlRoot>
  );
};

export default function App() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return (
    <Frame root={root}>
      <Outlet />
    </Frame>
  );
}

/**
 * The not-found page is the 404 template's section with its defaults, drawn like any section: the
 * browser loads its code only on a not-found page (layout/sectionComponents.ts).
 */
const notFoundSections: LoadedSection[] = [
  {
    id: 'not-found',
    type: 'main-404',
    settings: { heading: '', text: '' },
    blocks: [],
    data: undefined,
    deferred: false,
  },
];

/** The error page's content; inside IntlRoot (the Frame), so it speaks the shopper's language. */
const ErrorContent = ({
  notFound,
  kind,
  themeSettings,
}: {
  notFound: boolean;
  /** What the page error is about (pages/loaders/page.server.ts `PageErrorKind`). */
  kind: unknown;
  /** Absent when the root's own loader failed: the plain error page then. */
  themeSettings: ThemeSettings | undefined;
}) => {
  const intl = useIntl();
  // A product that is gone says so; the not-found page's ways back to shopping stay.
  const sections =
    kind === 'product'
      ? [
          {
            ...notFoundSections[0]!,
            settings: {
              heading: intl.formatMessage({ id: 'notFound.product' }),
              text: intl.formatMessage({ id: 'notFound.productText' }),
            },
          },
        ]
      : notFoundSections;
  return (
    <>
      <title>
        {intl.formatMessage({ id: notFound ? 'notFound.title' : 'error.title' }, { storeName: STORE_NAME })}
      </title>
      {notFound && themeSettings ? (
        <SectionList sections={sections} page={{ kind: 'notFound' }} themeSettings={themeSettings} />
      ) : (
        <SectionShell narrow paddingY="xxlarge" labelledBy="error-title">
          <Stack space="medium" align="center">
            <Heading level="1" id="error-title" align="center">
              {intl.formatMessage({ id: kind === 'timeout' ? 'error.timeout' : 'error.heading' })}
            </Heading>
            <Text align="center">{intl.formatMessage({ id: 'error.text' })}</Text>
            <Button href="/" variant="solid" tone="brandAccent">
              {intl.formatMessage({ id: 'error.backHome' })}
            </Button>
          </Stack>
        </SectionShell>
      )}
    </>
  );
};

/** A friendly, themed page for not-found and unexpected errors; never a stack trace to shoppers. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const kind = isRouteErrorResponse(error) ? (error.data as { kind?: unknown } | null)?.kind : undefined;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <Frame root={root}>
      <ErrorContent notFound={notFound} kind={kind} themeSettings={root?.theme.settings} />
    </Frame>
  );
}

/**
 * The frame's data (theme, language, header and footer) depends on the theme preview and the
 * language, not on the page: a client-side navigation reloads it only when it goes to another
 * language (whose URL may also redirect) or asks for another preview; form posts as usual.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  if (languageSegment(args.nextUrl.pathname) !== languageSegment(args.currentUrl.pathname)) return true;
  if (!args.formMethod) {
    const asked = args.nextUrl.searchParams.get('preview_theme');
    return asked !== null && asked !== args.currentUrl.searchParams.get('preview_theme');
  }
  return args.defaultShouldRevalidate;
};
