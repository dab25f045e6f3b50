/**
 * Links in the page's language: `useLocalizePath()` turns a store path into the page language's
 * URL (`/cart` → `/de/cart` on a German page; lib/i18n/localeUrl.ts). Set by IntlRoot. On an
 * en-US page paths stay as they are, and the URL rules are not even loaded: they come with another
 * language's pack (lib/i18n/packCache.ts). Store paths in loader data are already in the page's
 * language (pages/loaders/page.server.ts `localizeLinks`); this is for paths written in code.
 */
import { createContext, useContext } from 'react';

export const unlocalizedPath = (href: string) => href;

const LocalizePathContext = createContext<(href: string) => string>(unlocalizedPath);

export const LocalizePathProvider = LocalizePathContext.Provider;

/** `(href) => href` in the page's language: same-site paths get its prefix, anything else stays. */
export const useLocalizePath = (): ((href: string) => string) => useContext(LocalizePathContext);
