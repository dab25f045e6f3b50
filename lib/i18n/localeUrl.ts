/**
 * Which URL speaks which language. en-US, the default, lives at the root (`/products/x`); every
 * other pack under its own first path segment, the pack's language subtag in lower case
 * (`/de/products/x`, `/he/cart`; `sp-ES` is `/sp`, apart from `es-ES`'s `/es`), as Shopify
 * Markets' subfolders do. The URL alone decides a page's language, so one URL is always one
 * page (cacheable, crawlable, linkable); the shopper's choice is remembered in a cookie that sends
 * them from a root URL to their language's (`rememberedLocaleRedirect`).
 */
import { localeOfPath, localePrefix, splitLocalePath } from './localePrefix';
import { defaultLocale, isSupportedLocale, type Locale, supportedLocales, toIntlLocale } from './locales';

export { localeOfPath, localeOfPrefix, localePrefix, splitLocalePath } from './localePrefix';

/** The cookie that remembers the shopper's language (a pack name, a year long). */
export const LANG_COOKIE = 'vitrine_lang';
/** A link's `?lang=<pack>` asks to switch: the root remembers it and drops it from the URL. */
export const LANG_PARAM = 'lang';
/** A year, in seconds. */
const LANG_COOKIE_MAX_AGE = 31_536_000;

// Paths that are not pages: they answer alike in every language.
const unlocalized = /^\/(?:api|media|assets|locales)(?:\/|$)|^\/(?:sitemap\.xml|robots\.txt)$/;

/**
 * `href` in `locale`: a same-site path gets the language's prefix (replacing any other), with
 * its query and fragment kept. Other URLs (another site, `#anchor`, `mailto:`, a relative path),
 * API, media and asset paths come back unchanged.
 */
export function localizePath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (unlocalized.test(pathname)) return href;
  const { path } = splitLocalePath(pathname);
  const prefix = localePrefix(locale);
  if (!prefix) return `${path}${rest}`;
  return `/${prefix}${path === '/' ? '' : path}${rest}`;
}

export interface Alternate {
  /** The `hreflang` value: a BCP 47 tag, or `x-default`. */
  hreflang: string;
  /** Absolute URL of the page in that language. */
  href: string;
}

/**
 * A page's `hreflang` alternates: one per language, plus `x-default` (the en-US page). A tag two
 * packs share (`sp-ES` is Spanish like `es-ES`) is listed once, for the first pack: a search
 * engine takes one URL per tag.
 */
export function hreflangAlternates(origin: string, pathname: string, search = ''): Alternate[] {
  const alternates: Alternate[] = [];
  const seen = new Set<string>();
  for (const locale of supportedLocales) {
    const hreflang = toIntlLocale(locale);
    if (seen.has(hreflang)) continue;
    seen.add(hreflang);
    alternates.push({ hreflang, href: `${origin}${localizePath(pathname, locale)}${search}` });
  }
  alternates.push({
    hreflang: 'x-default',
    href: `${origin}${localizePath(pathname, defaultLocale)}${search}`,
  });
  return alternates;
}

/** The `Set-Cookie` value that remembers `locale` for a year. */
export const langCookie = (locale: Locale): string =>
  `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`;

/**
 * Where a page request should go instead, if anywhere, and what to remember:
 * - `?lang=<pack>` (the language selector without JavaScript): remember the pack and go to this
 *   page in it, without the parameter;
 * - a root (en-US) URL from a shopper whose remembered language is another: go to that
 *   language's URL. A URL with a language prefix is never redirected: it is what was asked for.
 */
export function rememberedLocaleRedirect(
  url: URL,
  remembered: string | null | undefined,
): { location: string; setCookie?: string } | null {
  const asked = url.searchParams.get(LANG_PARAM);
  if (asked !== null && isSupportedLocale(asked)) {
    const search = new URLSearchParams(url.searchParams);
    search.delete(LANG_PARAM);
    const query = search.size ? `?${search}` : '';
    return { location: localizePath(`${url.pathname}${query}`, asked), setCookie: langCookie(asked) };
  }
  if (!remembered || !isSupportedLocale(remembered) || remembered === defaultLocale) return null;
  if (localeOfPath(url.pathname) !== defaultLocale) return null;
  return { location: localizePath(`${url.pathname}${url.search}`, remembered) };
}
