/**
 * The root loader's language work, server-only (so none of it reaches a page's JavaScript): the
 * redirect that remembers a shopper's language, the page's pack, its `hreflang` alternates.
 */
import { redirect } from 'react-router';
import { hreflangAlternates, LANG_COOKIE, rememberedLocaleRedirect } from '../../lib/i18n/localeUrl';
import { loadPack } from '../../lib/i18n/packLoader';
import { readCookie, requestOrigin } from './request';
import { PRIVATE_CACHE } from './seo';

/**
 * `?lang=` from the language selector, or a root URL for a shopper who chose another language:
 * throws the redirect to the page in their language (lib/i18n/localeUrl.ts).
 */
export function redirectToRememberedLanguage(request: Request): void {
  const move = rememberedLocaleRedirect(new URL(request.url), readCookie(request, LANG_COOKIE));
  if (move) {
    throw redirect(move.location, {
      headers: move.setCookie ? { 'Set-Cookie': move.setCookie, 'Cache-Control': PRIVATE_CACHE } : {},
    });
  }
}

/** The page's pack, loaded for this render (the browser loads the same before it hydrates). */
export const loadPagePack = (locale: string) => loadPack(locale);

/** The page in every language, for `<link rel="alternate" hreflang>`. */
export const pageAlternates = (request: Request) =>
  hreflangAlternates(requestOrigin(request), new URL(request.url).pathname);
