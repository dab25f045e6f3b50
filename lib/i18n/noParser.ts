/**
 * What the browser build gets for `@formatjs/icu-messageformat-parser` (vite.config.ts): every pack
 * is precompiled, so a message reaching the client formatter as a string is a build mistake, shown
 * as its id and logged (lib/i18n/intl.tsx). The package's own `no-parser` entry does the same with
 * a longer message about react-intl, which the storefront does not use.
 */
export function parse(): never {
  throw new Error('[vitrine/i18n] a message reached the browser uncompiled: precompile its pack');
}
