import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  defaultMessages,
  isRtl,
  isSupportedLocale,
  loadMessages,
  matchLocale,
  nativeLanguageNames,
  supportedLocales,
  toIntlLocale,
} from '../../../lib/i18n';

describe('locales', () => {
  it('lists the seventeen language packs with en-US as default', () => {
    expect(supportedLocales).toHaveLength(17);
    expect(supportedLocales).toContain('sp-ES');
    expect(defaultLocale).toBe('en-US');
    expect(isSupportedLocale('he-IL')).toBe(true);
    expect(isSupportedLocale('en-GB')).toBe(false);
  });

  it('marks Hebrew as right-to-left and the rest as left-to-right', () => {
    expect(supportedLocales.filter(isRtl)).toEqual(['he-IL']);
  });

  it('gives Intl a tag it understands for every pack', () => {
    for (const locale of supportedLocales) {
      const resolved = new Intl.NumberFormat(toIntlLocale(locale)).resolvedOptions().locale;
      expect(resolved.split('-')[0], locale).toBe(toIntlLocale(locale).split('-')[0]);
    }
  });

  it("names each pack's language in itself as CLDR does, with the code where two packs share it", () => {
    for (const locale of supportedLocales) {
      const tag = toIntlLocale(locale);
      const language = tag.split('-')[0]!;
      const cldr = new Intl.DisplayNames([tag], { type: 'language' }).of(language)!;
      const capitalised = cldr.charAt(0).toLocaleUpperCase(tag) + cldr.slice(1);
      const shared = supportedLocales.filter((other) => toIntlLocale(other).startsWith(`${language}-`));
      expect(nativeLanguageNames[locale], locale).toBe(
        shared.length > 1 ? `${capitalised} (${locale})` : capitalised,
      );
    }
  });

  it('matches a requested language to a pack', () => {
    expect(matchLocale('fr-CA')).toBe('fr-FR');
    expect(matchLocale('de_AT')).toBe('de-DE');
    expect(matchLocale('xx')).toBe('en-US');
    expect(matchLocale(undefined)).toBe('en-US');
  });
});

describe('loadMessages', () => {
  it('returns the en-US messages for en-US', async () => {
    await expect(loadMessages('en-US')).resolves.toBe(defaultMessages);
  });

  it('falls back to en-US when a pack does not exist', async () => {
    await expect(loadMessages('zz-ZZ')).resolves.toEqual(defaultMessages);
  });

  it('fills every message a pack lacks from en-US', async () => {
    const messages = await loadMessages('de-DE');
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(Object.keys(defaultMessages)));
  });
});
