import { parse } from '@formatjs/icu-messageformat-parser';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatIcu, type IcuFormatters } from '../../../lib/i18n/formatIcu';

// Our en-US pack uses only arguments, numbers, selects and plurals, so compileMessages.test.ts
// cannot reach the rest of the grammar. Translators can: every ICU form is here, checked against
// intl-messageformat, the formatter ours replaced, in locales with different plural rules.
const formatters: IcuFormatters = {
  getNumberFormat: (locale, options) => new Intl.NumberFormat(locale, options),
  getDateTimeFormat: (locale, options) => new Intl.DateTimeFormat(locale, options),
  getPluralRules: (locale, options) => new Intl.PluralRules(locale, options),
};
const when = Date.UTC(2025, 0, 31, 13, 45, 7);
const tag = (chunks: unknown[]) => ({ tag: chunks });

const cases: [message: string, values: Record<string, unknown>][] = [
  ['plain text', {}],
  ['', {}],
  ['Hello {name}!', { name: 'Ada' }],
  ['{a}{b}{c}', { a: 0, b: null, c: false }],
  ['{big} items', { big: 12345678901234567890n }],
  ['{n, number}', { n: 1234567.891 }],
  ['{n, number, integer} / {n, number, percent}', { n: 0.756 }],
  ['{n, number, ::currency/EUR}', { n: 1234.5 }],
  ['{n, number, ::percent scale/100}', { n: 0.25 }],
  ['{n, number, ::compact-short}', { n: 15300 }],
  ['{d, date} · {d, date, short} · {d, date, medium} · {d, date, long} · {d, date, full}', { d: when }],
  ['{d, time} · {d, time, short} · {d, time, medium}', { d: when }],
  ['{d, date, ::yyyyMMMd}', { d: when }],
  ['{g, select, female {She} male {He} other {They}} left', { g: 'female' }],
  ['{g, select, female {She} male {He} other {They}} left', { g: 'robot' }],
  ['{g, select, constructor {ok} other {fallback}}', { g: 'constructor' }],
  ['{n, plural, =0 {none} one {# item} few {# items (few)} many {# items (many)} other {# items}}', { n: 0 }],
  ['{n, plural, =0 {none} one {# item} few {# items (few)} many {# items (many)} other {# items}}', { n: 1 }],
  ['{n, plural, =0 {none} one {# item} few {# items (few)} many {# items (many)} other {# items}}', { n: 3 }],
  ['{n, plural, =0 {none} one {# item} few {# items (few)} many {# items (many)} other {# items}}', { n: 5 }],
  [
    '{n, plural, =0 {none} one {# item} few {# items (few)} many {# items (many)} other {# items}}',
    { n: 1234.5 },
  ],
  ['{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', { n: 1 }],
  ['{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', { n: 2 }],
  ['{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}', { n: 12 }],
  ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
  ['{n, plural, other {{g, select, a {# in select} other {none}}}}', { n: 4, g: 'a' }],
  ['{n, plural, one {one} other {#}}', { n: '3' }],
  [
    'Read <b>the {what}</b> and <i>more</i>',
    { what: 'terms', b: tag, i: (chunks: unknown[]) => chunks.join('') },
  ],
  [
    '<b>{n, plural, one {# left} other {# left}}</b>',
    { n: 2, b: (chunks: unknown[]) => `[${chunks.join('')}]` },
  ],
  ['{who} has {thing}', { who: { node: 'Ada' }, thing: 'a hat' }],
];

describe('lib/i18n/formatIcu', () => {
  for (const locale of ['en-US', 'de-DE', 'pl-PL', 'ar-EG', 'ja-JP']) {
    it(`formats every ICU form as intl-messageformat does, in ${locale}`, () => {
      for (const [message, values] of cases) {
        const ours = formatIcu(parse(message), locale, formatters, values);
        const reference = new IntlMessageFormat(message, locale).format(values as never);
        expect(
          ours,
          `${message} ${JSON.stringify(values, (_, v) => (typeof v === 'bigint' ? `${v}` : v))}`,
        ).toEqual(reference);
      }
    });
  }

  it('throws where intl-messageformat throws: a missing value, no matching option, a tag without a function', () => {
    const broken: [string, Record<string, unknown>][] = [
      ['Hello {name}', {}],
      ['{g, select, a {A}}', { g: 'b' }],
      ['{n, plural, one {#}}', { n: 4 }],
      ['<b>x</b>', { b: 'not a function' }],
    ];
    for (const [message, values] of broken) {
      expect(() => new IntlMessageFormat(message, 'en-US').format(values as never), message).toThrow();
      expect(() => formatIcu(parse(message), 'en-US', formatters, values), message).toThrow();
    }
    expect(() => formatIcu(parse('Hello {name}'), 'en-US', formatters, {})).toThrow(/"name"/);
  });
});
