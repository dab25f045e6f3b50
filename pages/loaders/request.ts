/**
 * Per-request choices read from the shopper's request: locale, theme preview, origin.
 */

import { requestCookie } from '../../lib/http';
import { localeOfPath } from '../../lib/i18n/localePrefix';
import { defaultLocale, isRtl, isSupportedLocale, type Locale } from '../../lib/i18n/locales';
import { isThemeName } from '../../themes/names';

export const PREVIEW_COOKIE = 'preview_theme';
/** The cookie that remembers the shopper's language (lib/i18n/localeUrl.ts writes it). */
export const LANG_COOKIE = 'vitrine_lang';

/** A cookie's value; a malformed one reads as absent (lib/http/cookies.ts). */
export const readCookie = requestCookie;

/**
 * The page's language pack: the URL's language prefix (`/de/…` de-DE), en-US without one
 * (lib/i18n/localeUrl.ts). A form post speaks the language of the URL it is posted to.
 */
export function requestLocale(request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, dir: isRtl(locale) ? ('rtl' as const) : ('ltr' as const) };
}

/**
 * `?preview_theme=<name>` previews a theme for this shopper and remembers it in a session cookie;
 * an invalid name is ignored.
 */
export function requestPreview(request: Request): {
  preview: string | null;
  setCookie: string | null;
  staffSession: string | null;
} {
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get(PREVIEW_COOKIE);
  const staffSession = editorDraftSession(request, url);
  if (isThemeName(fromQuery)) {
    return {
      preview: fromQuery,
      setCookie: `${PREVIEW_COOKIE}=${fromQuery}; Path=/; SameSite=Lax; HttpOnly`,
      staffSession,
    };
  }
  const fromCookie = readCookie(request, PREVIEW_COOKIE);
  return { preview: isThemeName(fromCookie) ? fromCookie : null, setCookie: null, staffSession };
}

/** The query parameter of the theme editor's preview frame (`/?editor_preview=1`). */
export const EDITOR_PREVIEW_PARAM = 'editor_preview';
/** The staff session cookie (server/routes/editor.ts). */
const STAFF_COOKIE = 'vitrine_staff';

/**
 * The theme editor's preview renders the draft: only a page asked with `?editor_preview=1` from a
 * browser with a staff session (the store checks the session; a shopper's request has none).
 */
function editorDraftSession(request: Request, url: URL): string | null {
  if (!url.searchParams.has(EDITOR_PREVIEW_PARAM)) return null;
  return readCookie(request, STAFF_COOKIE) ?? null;
}

/**
 * Where the store is reachable from outside, for canonical URLs and the sitemap. In production the
 * request's URL already holds the public origin (server/http/origin.ts: PUBLIC_URL, trusted hosts,
 * TRUST_PROXY), never a raw Host header; `react-router dev` has no such step.
 */
export function requestOrigin(request: Request): string {
  return (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, '');
}

/**
 * The language a post's store calls speak (X-LANG, so refusals come back in it): the language of
 * the URL it is posted to; for a post to a URL every language shares (`/cart`, `/account/…`), the
 * language of the page it was posted from (its same-origin Referer), else the shopper's remembered
 * choice, else en-US.
 */
export function postLocale(request: Request): Locale {
  const own = localeOfPath(new URL(request.url).pathname);
  if (own !== defaultLocale) return own;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === new URL(request.url).host) return localeOfPath(from.pathname);
    } catch {
      // A malformed Referer says nothing.
    }
  }
  const remembered = readCookie(request, LANG_COOKIE);
  return remembered && isSupportedLocale(remembered) ? remembered : defaultLocale;
}
