/**
 * The store API's messages in the shopper's language (X-LANG): coupon errors, validation and
 * payment errors come from the same language packs as the storefront (`locales/<locale>.json`),
 * formatted with intl-messageformat. An en-US answer keeps the server's own English texts; an id
 * a pack lacks, or an argument it cannot format, falls back to that English text too.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { toIntlLocale } from '../../lib/i18n/locales.ts';
import daDK from '../../locales/da-DK.json';
import deDE from '../../locales/de-DE.json';
import esES from '../../locales/es-ES.json';
import fiFI from '../../locales/fi-FI.json';
import frFR from '../../locales/fr-FR.json';
import heIL from '../../locales/he-IL.json';
import itIT from '../../locales/it-IT.json';
import jaJP from '../../locales/ja-JP.json';
import koKR from '../../locales/ko-KR.json';
import nlNL from '../../locales/nl-NL.json';
import noNO from '../../locales/no-NO.json';
import ptPT from '../../locales/pt-PT.json';
import ruRU from '../../locales/ru-RU.json';
import spES from '../../locales/sp-ES.json';
import svSE from '../../locales/sv-SE.json';
import zhCN from '../../locales/zh-CN.json';
import type { MessageRef } from '../domain/errors';
import type { Locale } from './lang';

export type { MessageRef } from '../domain/errors';

type Pack = Record<string, unknown>;

const packs: Partial<Record<Locale, Pack>> = {
  'da-DK': daDK,
  'de-DE': deDE,
  'es-ES': esES,
  'fi-FI': fiFI,
  'fr-FR': frFR,
  'he-IL': heIL,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'nl-NL': nlNL,
  'no-NO': noNO,
  'pt-PT': ptPT,
  'ru-RU': ruRU,
  'sp-ES': spES,
  'sv-SE': svSE,
  'zh-CN': zhCN,
};

const formats = new Map<string, IntlMessageFormat | null>();

function formatFor(locale: Locale, id: string): IntlMessageFormat | null {
  const key = `${locale}\n${id}`;
  let format = formats.get(key);
  if (format === undefined) {
    const message = packs[locale]?.[id];
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
