import fc from 'fast-check';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  FormattedDate as ReferenceDate,
  FormattedMessage as ReferenceMessage,
  IntlProvider as ReferenceProvider,
} from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { compileMessages } from '../../../lib/i18n/compileMessages';
import {
  createIntl,
  FormattedDate,
  FormattedMessage,
  IntlProvider,
  type MessageValues,
  MissingTranslationError,
} from '../../../lib/i18n/intl';

// What the text-only comparison in compileMessages.test.ts cannot see: React nodes as values
// (a review's date inside its byline), and what happens when a message is missing or broken.
const strings = {
  'review.byline': 'By {author} on {date}',
  'stock.low': '{count, plural, one {Only # left} other {Only # left}}',
  'price.save': 'Save {amount, number, ::currency/USD}',
};
const compiled = compileMessages(strings);
const when = new Date(Date.UTC(2025, 0, 31, 13, 45));

describe('lib/i18n/intl', () => {
  it('places React nodes in a message as react-intl does, keyed, in every form', () => {
    // One tree, drawn with either library's components.
    const sample = (
      Message: ComponentType<{ id: string; values?: MessageValues }>,
      DateText: ComponentType<{ value: Date; dateStyle: 'medium'; timeZone: string }>,
    ) => (
      <>
        <Message
          id="review.byline"
          values={{ author: <b>Ada</b>, date: <DateText value={when} dateStyle="medium" timeZone="UTC" /> }}
        />
        <Message id="stock.low" values={{ count: 1 }} />
        <Message id="price.save" values={{ amount: 1234.5 }} />
      </>
    );
    const ours = renderToStaticMarkup(
      <IntlProvider locale="de-DE" messages={compiled}>
        {sample(FormattedMessage, FormattedDate)}
      </IntlProvider>,
    );
    const reference = renderToStaticMarkup(
      <ReferenceProvider locale="de-DE" messages={strings}>
        {sample(ReferenceMessage, ReferenceDate)}
      </ReferenceProvider>,
    );
    expect(ours).toBe(reference);
    expect(ours).toContain('By <b>Ada</b> on 31.01.2025');
  });

  it('reports a missing id and shows the id, not an empty string', () => {
    const onError = vi.fn();
    const intl = createIntl({ locale: 'en-US', messages: compiled, onError });
    expect(intl.formatMessage({ id: 'no.such.id' })).toBe('no.such.id');
    expect(onError).toHaveBeenCalledWith(expect.any(MissingTranslationError));
  });

  it('reports a message that cannot be formatted (a value missing) and shows its id', () => {
    const onError = vi.fn();
    const intl = createIntl({ locale: 'en-US', messages: compiled, onError });
    expect(intl.formatMessage({ id: 'stock.low' })).toBe('stock.low');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('formats numbers and dates with Intl in the provider’s locale', () => {
    const intl = createIntl({ locale: 'fr-FR', messages: {} });
    expect(intl.formatNumber(1234.5)).toBe(new Intl.NumberFormat('fr-FR').format(1234.5));
    expect(intl.formatDate(when, { dateStyle: 'long', timeZone: 'UTC' })).toBe('31 janvier 2025');
  });

  it('writes en-US numbers by hand exactly as Intl does, without building a number format', () => {
    const intl = createIntl({ locale: 'en-US', messages: compiled });
    const reference = new Intl.NumberFormat('en-US');
    const numbers = fc.oneof(
      fc.double({ min: -1e16, max: 1e16 }),
      fc.integer({ min: -10_000_000, max: 10_000_000 }),
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 1000 + 0.0005),
      fc.constantFrom(-0, 0.0005, 1.0005, -1e-9, Number.POSITIVE_INFINITY, Number.NaN),
    );
    fc.assert(
      fc.property(numbers, (value) => {
        expect(intl.formatNumber(value)).toBe(reference.format(value));
      }),
      {
        numRuns: 3000,
      },
    );
    expect(intl.formatMessage({ id: 'stock.low' }, { count: 12345 })).toBe('Only 12,345 left');
  });

  it('needs a provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToStaticMarkup(<FormattedMessage id="stock.low" />)).toThrow(/IntlProvider/);
    spy.mockRestore();
  });
});
