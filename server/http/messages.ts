/**
 * The store API's messages in the shopper's language (X-LANG): coupon errors, validation and
 * payment errors come from the same language packs as the storefront (`locales/<locale>.json`),
 * formatted with intl-messageformat. An en-US answer keeps the server's own English texts; an id
 * a pack lacks, or an argument it cannot format, falls back to that English text too.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { toIntlLocale } from '../../lib/i18n/locales.ts';
import type { MessageRef } from '../domain/errors';
import type { Locale } from './lang';
import { localePack } from './localePacks';

export type { MessageRef } from '../domain/errors';

const formats = new Map<string, IntlMessageFormat | null>();

function formatFor(locale: Locale, id: string): IntlMessageFormat | null {
  const key = `${locale}\n${id}`;
  let format = formats.get(key);
  if (format === undefined) {
    const message = localePack(locale)[id];
    // A pack is strings, or ICU ASTs where a build step precompiled it: intl-messageformat takes both.
    format =
      typeof message === 'string' || Array.isArray(message)
        ? new IntlMessageFormat(message as string, toIntlLocale(locale))
        : null;
    formats.set(key, format);
  }
  return format;
}

/** `ref` in `locale`'s pack, or `english` when the locale is en-US or its pack cannot say it. */
export function localize(locale: Locale, ref: MessageRef, english: string): string {
  if (locale === 'en-US') return english;
  try {
    const text = formatFor(locale, ref.id)?.format(ref.values ?? {});
    return typeof text === 'string' && text !== '' ? text : english;
  } catch {
    return english;
  }
}
