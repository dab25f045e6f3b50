import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { defaultLocale, supportedLocales, toIntlLocale } from '../../../lib/i18n/locales';
import enUS from '../../../locales/en-US.json';

/**
 * Every language pack is complete and real: the same ids as en-US in the same order (a reviewer
 * reads the files side by side), the same ICU arguments with the same types, every plural form
 * the language needs (CLDR categories, cardinal and ordinal), the same select keys, and no message
 * left in English unless the allow-list below says why the words are the same.
 *
 * `sp-ES` is not a standard tag and names only a pack: it is written
 * as Latin-American Spanish (usted, «carrito», «agregar», «fecha de vencimiento», «departamento»),
 * next to `es-ES`, Spain's Spanish (tú, «cesta», «añadir», «fecha de caducidad», «piso»). Intl
 * formats both as es-ES (lib/i18n/locales.ts `toIntlLocale`): the same plural rules.
 */

// Vitest runs from the repository root.
const root = process.cwd();
const english = enUS as Record<string, string>;
const translated = supportedLocales.filter((locale) => locale !== defaultLocale);

/** A pack as authored; a missing file reads as an empty pack, which fails every check below. */
const readPack = (locale: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(join(root, 'locales', `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
};

/**
 * Messages that are rightly the same words as in English, per locale, with the reason. The test
 * also fails when a listed message is no longer equal to English, so the list stays short and true.
 * (An id another branch adds may be listed before it lands: absent from both, it is not stale.)
 */
/** Brand names: the same in every language. */
const brandNames = new Set([
  'share.network.facebook',
  'share.network.pinterest',
  'share.network.twitter',
  'share.network.whatsapp',
]);

const sameAsEnglish: Record<string, Record<string, string>> = {
  'da-DK': {
    'blog.title': '"Blog" is the Danish word',
    'nav.menu': 'Danish "menu" is the same word',
    'cart.summary.subtotal': 'Danish "subtotal" is the same word',
    'checkout.summary.subtotal': 'Danish "subtotal" is the same word',
  },
  'de-DE': {
    'blog.title': '"Blog" is the German word',
    'consent.marketing': '"Marketing" is the German word',
    'contact.name': '"Name" is the German word',
    'newsletter.title': '"Newsletter" is the German word',
    'reviews.form.name': '"Name" is the German word',
  },
  'es-ES': {
    'blog.title': '"Blog" is the Spanish word',
    'consent.marketing': '"Marketing" is the Spanish word',
    'newsletter.title': '"Newsletter" is the Spanish word',
    'cart.summary.total': 'Spanish "total" is the same word',
    'checkout.summary.total': 'Spanish "total" is the same word',
    'cart.summary.subtotal': 'Spanish "subtotal" is the same word',
    'checkout.summary.subtotal': 'Spanish "subtotal" is the same word',
  },
  'fi-FI': {},
  'fr-FR': {
    'blog.title': '"Blog" is the French word',
    'consent.marketing': '"Marketing" is the French word',
    'contact.message': '"Message" is the French word',
    'newsletter.title': '"Newsletter" is the French word',
    'checkout.recap.contact': 'French "contact" is the same word',
    'checkout.contact.title': 'French "contact" is the same word',
    'cart.summary.total': 'French "total" is the same word',
    'checkout.summary.total': 'French "total" is the same word',
    'collection.filters.collection': 'French "collection" is the same word',
    'search.suggestion.collection': 'French "collection" is the same word',
    'nav.menu': 'French "menu" is the same word',
    'nav.contact': 'French "contact" is the same word',
    'notice.region': 'French "notifications" is the same word',
    'product.options': 'French "options" is the same word',
    'pagination.page': 'French "page" is the same word',
    'pagination.label': 'French "pagination" is the same word',
    'checkout.field.province': 'French "province" is the same word',
  },
  'he-IL': {
    'checkout.field.cardExpiryPlaceholder': 'Israeli cards print MM / YY in Latin letters',
  },
  'it-IT': {
    'blog.title': '"Blog" is the Italian word',
    'consent.marketing': '"Marketing" is the Italian word',
    'newsletter.title': '"Newsletter" is the Italian word',
    'share.network.email': '"Email" is the Italian word',
    'nav.menu': 'Italian "menu" is the same word',
    'checkout.field.email': '"email" is the Italian word (Accademia della Crusca lists it)',
    'nav.accountLinks': '"account" is the Italian word Italian shops use',
    'notFound.home': '"Home" is what Italian shops call the home page',
    'account.field.password': '"password" is the Italian word',
    'account.field.newPassword': '"password" is the Italian word',
  },
  'ja-JP': {
    'checkout.field.cardExpiryPlaceholder': 'Japanese cards and forms print MM / YY in Latin letters',
  },
  'ko-KR': {
    'checkout.field.cardExpiryPlaceholder': 'Korean cards and forms print MM / YY in Latin letters',
  },
  'nl-NL': {
    'blog.title': '"Blog" is the Dutch word',
    'consent.marketing': '"Marketing" is the Dutch word',
    'nav.menu': 'Dutch "menu" is the same word',
    'collection.filters.title': 'Dutch "filters" is the same word',
    'nav.contact': 'Dutch "contact" is the same word',
    'checkout.contact.title': 'Dutch "contact" is the same word',
    'checkout.recap.contact': 'Dutch "contact" is the same word',
    'nav.accountLinks': '"account" is the Dutch word Dutch shops use',
  },
  'no-NO': {},
  'pt-PT': {
    'consent.marketing': '"Marketing" is the Portuguese word',
    'newsletter.title': '"Newsletter" is the Portuguese word',
    'cart.summary.total': 'Portuguese "total" is the same word',
    'checkout.summary.total': 'Portuguese "total" is the same word',
    'cart.summary.subtotal': 'Portuguese "subtotal" is the same word',
    'checkout.summary.subtotal': 'Portuguese "subtotal" is the same word',
    'nav.menu': 'Portuguese "menu" is the same word',
  },
  'ru-RU': {},
  'sp-ES': {
    'blog.title': '"Blog" is the Spanish word',
    'consent.marketing': '"Marketing" is the Spanish word',
    'cart.summary.total': 'Spanish "total" is the same word',
    'checkout.summary.total': 'Spanish "total" is the same word',
    'cart.summary.subtotal': 'Spanish "subtotal" is the same word',
    'checkout.summary.subtotal': 'Spanish "subtotal" is the same word',
  },
  'sv-SE': {},
  'zh-CN': {
    'checkout.field.cardExpiryPlaceholder': 'Chinese cards and forms print MM / YY in Latin letters',
  },
};

/** A message's arguments as `name:type`, sorted; `#` and literals are not arguments. */
const argumentsOf = (elements: MessageFormatElement[], found = new Set<string>()): Set<string> => {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        found.add(`${element.value}:argument`);
        break;
      case TYPE.number:
        found.add(`${element.value}:number`);
        break;
      case TYPE.date:
        found.add(`${element.value}:date`);
        break;
      case TYPE.time:
        found.add(`${element.value}:time`);
        break;
      case TYPE.plural:
        found.add(`${element.value}:${element.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        break;
      case TYPE.select:
        found.add(`${element.value}:select`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        break;
      case TYPE.tag:
        found.add(`${element.value}:tag`);
        argumentsOf(element.children, found);
        break;
    }
  }
  return found;
};

/** Every plural and select of a message: its argument, kind and keys. */
const choicesOf = (
  elements: MessageFormatElement[],
  found: { name: string; kind: 'cardinal' | 'ordinal' | 'select'; keys: string[] }[] = [],
) => {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const kind = element.type === TYPE.select ? 'select' : (element.pluralType ?? 'cardinal');
      found.push({ name: element.value, kind, keys: Object.keys(element.options) });
      for (const option of Object.values(element.options)) choicesOf(option.value, found);
    } else if (element.type === TYPE.tag) {
      choicesOf(element.children, found);
    }
  }
  return found;
};

/** The words of a message once its arguments are taken out: none means nothing to translate. */
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{[^{}]*\}/g, ''));

/** The keys of each select of an en-US message, by argument. */
const selectKeysOf = (message: string) =>
  new Map(
    choicesOf(parse(message))
      .filter((choice) => choice.kind === 'select')
      .map((choice) => [choice.name, [...choice.keys].sort()] as const),
  );

describe('language packs', () => {
  it('has a pack for every supported locale but en-US', () => {
    expect(translated).toHaveLength(16);
  });

  for (const locale of translated) {
    describe(locale, () => {
      const pack = readPack(locale);
      const intlLocale = toIntlLocale(locale);
      const cardinal = new Intl.PluralRules(intlLocale).resolvedOptions().pluralCategories;
      const ordinal = new Intl.PluralRules(intlLocale, { type: 'ordinal' }).resolvedOptions()
        .pluralCategories;

      it('has the ids of en-US, in the same order', () => {
        expect(Object.keys(pack)).toEqual(Object.keys(english));
      });

      it('keeps every ICU argument of en-US, with its type', () => {
        const differing: string[] = [];
        for (const [id, message] of Object.entries(english)) {
          const text = pack[id];
          if (typeof text !== 'string') continue;
          const want = [...argumentsOf(parse(message))].sort().join(' ');
          const got = [...argumentsOf(parse(text))].sort().join(' ');
          if (got !== want) differing.push(`${id}: ${got} (en-US: ${want})`);
        }
        expect(differing).toEqual([]);
      });

      it('gives every plural the forms the language needs, and every select the keys of en-US', () => {
        const wrong: string[] = [];
        for (const [id, text] of Object.entries(pack)) {
          const selectKeys = selectKeysOf(english[id] ?? '');
          for (const { name, kind, keys } of choicesOf(parse(text))) {
            if (kind === 'select') {
              const want = selectKeys.get(name) ?? [];
              if ([...keys].sort().join() !== want.join())
                wrong.push(`${id}: ${name} has ${keys} (en-US: ${want})`);
              continue;
            }
            const needed = kind === 'ordinal' ? ordinal : cardinal;
            const categories = keys.filter((key) => !key.startsWith('='));
            const missing = needed.filter((category) => !categories.includes(category));
            const unused = categories.filter((category) => !(needed as string[]).includes(category));
            if (missing.length > 0) wrong.push(`${id}: ${name} lacks ${missing}`);
            if (unused.length > 0) wrong.push(`${id}: ${name} has ${unused}, which ${locale} never uses`);
          }
        }
        expect(wrong).toEqual([]);
      });

      it('translates every message, but the allow-listed ones', () => {
        const allowed = sameAsEnglish[locale] ?? {};
        const untranslated = Object.entries(english)
          .filter(
            ([id, message]) =>
              pack[id] === message && hasWords(message) && !Object.hasOwn(allowed, id) && !brandNames.has(id),
          )
          .map(([id]) => id);
        expect(untranslated).toEqual([]);
        const stale = Object.keys(allowed).filter((id) => pack[id] !== english[id]);
        expect(stale, 'allow-listed but translated (or gone): drop them from the list').toEqual([]);
      });
    });
  }
});
