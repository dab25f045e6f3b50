import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import IntlMessageFormat from 'intl-messageformat';
import { createIntl as referenceIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../../lib/i18n/compileMessages';
import { createIntl } from '../../../lib/i18n/intl';
import { supportedLocales, toIntlLocale } from '../../../lib/i18n/locales';
import enUS from '../../../locales/en-US.json';

const strings = enUS as Record<string, string>;
const compiled = compileMessages(strings);

/** A locale's pack as authored (Vitest runs from the repository root). */
const packOf = (locale: string): Record<string, string> =>
  locale === 'en-US'
    ? strings
    : (JSON.parse(readFileSync(join(process.cwd(), 'locales', `${locale}.json`), 'utf8')) as Record<
        string,
        string
      >);

type Value = string | number | Date;

/** Every argument a message declares, with the values worth trying for it. */
const argumentSamples = (elements: MessageFormatElement[], samples = new Map<string, Set<Value>>()) => {
  const add = (name: string, values: Value[]) => {
    const set = samples.get(name) ?? new Set<Value>();
    for (const value of values) set.add(value);
    samples.set(name, set);
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        add(element.value, ['«text»']);
        break;
      case TYPE.number:
        add(element.value, [0, 1, 2.5, 1234.5]);
        break;
      case TYPE.date:
      case TYPE.time:
        add(element.value, [new Date(Date.UTC(2025, 0, 31, 13, 45))]);
        break;
      case TYPE.plural:
        // Every CLDR category in some locale: zero, one, two, few, many, other.
        add(element.value, [0, 1, 2, 3, 5, 11, 21, 22, 23, 101, 1.5]);
        for (const option of Object.values(element.options)) argumentSamples(option.value, samples);
        break;
      case TYPE.select:
        add(element.value, [...Object.keys(element.options), 'no-such-option']);
        for (const option of Object.values(element.options)) argumentSamples(option.value, samples);
        break;
      case TYPE.tag:
        argumentSamples(element.children, samples);
        break;
    }
  }
  return samples;
};

/**
 * The values to format a message with: one set with the first sample of every argument, then one
 * per other sample of each argument in turn (every select branch, every plural category).
 */
const valueSets = (elements: MessageFormatElement[]): Record<string, Value>[] => {
  const samples = [...argumentSamples(elements)].map(([name, values]) => [name, [...values]] as const);
  const base = Object.fromEntries(samples.map(([name, values]) => [name, values[0] as Value]));
  return [
    base,
    ...samples.flatMap(([name, values]) => values.slice(1).map((value) => ({ ...base, [name]: value }))),
  ];
};

const throwing = (error: Error) => {
  throw error;
};

describe('compileMessages (precompiled language packs)', () => {
  it('compiles every en-US message to an AST, with no string left for a parser', () => {
    expect(Object.keys(compiled)).toEqual(Object.keys(strings));
    for (const [id, message] of Object.entries(compiled)) expect(Array.isArray(message), id).toBe(true);
    // Compact: parse() keeps no source locations.
    expect(JSON.stringify(compiled)).not.toContain('"location"');
  });

  // The reference is react-intl formatting the authored strings; the side under test is what the
  // storefront runs: our provider's formatter (lib/i18n/intl.tsx) on the precompiled ASTs.
  it('renders the same text as react-intl does from the strings, for every message of every pack', () => {
    // Watch the parser react-intl really uses: the string side must reach it (else this watches
    // nothing), the AST side never may (the browser build has none).
    const realParse = IntlMessageFormat.__parse;
    if (!realParse) throw new Error('react-intl runs without a parser here');
    const parsed: string[] = [];
    IntlMessageFormat.__parse = (...args: Parameters<typeof realParse>) => {
      parsed.push(args[0]);
      return realParse(...args);
    };
    try {
      let comparisons = 0;
      for (const locale of supportedLocales) {
        // Each language's own pack, in its own plural rules: every branch a translator wrote.
        const pack = packOf(locale);
        const packCompiled = compileMessages(pack);
        const options = { locale: toIntlLocale(locale), defaultLocale: 'en-US', onError: throwing };
        const fromStrings = referenceIntl({ ...options, messages: pack });
        const fromAst = createIntl({ ...options, messages: packCompiled });
        expect(Object.keys(packCompiled), locale).toEqual(Object.keys(compiled));
        for (const [id, ast] of Object.entries(packCompiled)) {
          for (const values of valueSets(ast)) {
            const expected = fromStrings.formatMessage({ id }, values);
            const parsesBefore = parsed.length;
            const label = `${locale} ${id} ${JSON.stringify(values)}`;
            expect(fromAst.formatMessage({ id }, values), label).toBe(expected);
            expect(parsed.length, `${label} parsed a message`).toBe(parsesBefore);
            comparisons += 1;
          }
        }
      }
      expect(parsed.length).toBeGreaterThan(0);
      expect(comparisons).toBeGreaterThan(supportedLocales.length * Object.keys(compiled).length);
    } finally {
      IntlMessageFormat.__parse = realParse;
    }
  });

  it('leaves an empty message out, so en-US fills it in', () => {
    expect(compileMessages({ 'a.empty': '', 'a.text': 'Text' })).toEqual({
      'a.text': [{ type: TYPE.literal, value: 'Text' }],
    });
  });

  it('names the message that is not valid ICU', () => {
    expect(() => compileMessages({ 'cart.broken': 'Hello {name' })).toThrow(
      /message "cart\.broken" is not valid ICU/,
    );
  });
});
