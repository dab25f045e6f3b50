/**
 * The page's language for code that builds links: `useLocalizePath()` turns a store path into the
 * page language's URL (`/cart` → `/de/cart` on a German page; lib/i18n/localeUrl.ts). Set by
 * IntlRoot. On an en-US page paths stay as they are, and the URL rules are not even loaded: they
 * come with another language's pack (lib/i18n/packCache.ts).
 */
import { createContext, useContext } from 'react';

const same = (href: string) => href;

const LocalizePathContext = createContext<(href: string) => string>(same);
const PackLocaleContext = createContext<string>('en-US');

export const LocalizePathProvider = LocalizePathContext.Provider;
export const PackLocaleProvider = PackLocaleContext.Provider;

/** The pack the page is in (`no-NO`, `sp-ES`: the pack's own name, not Intl's tag). */
export const usePackLocale = (): string => useContext(PackLocaleContext);

/** `(href) => href` in the page's language: same-site paths get its prefix, anything else stays. */
export const useLocalizePath = (): ((href: string) => string) => useContext(LocalizePathContext);

export { same as unlocalizedPath };
