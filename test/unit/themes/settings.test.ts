import { describe, expect, it } from 'vitest';
import { athenaLayouts } from '../../../themes/athena/layouts/index';
import { brooklynLayouts } from '../../../themes/brooklyn/layouts/index';
import {
  isThemeName,
  parseThemeSettings,
  themeClasses,
  themeNames,
  themeSettings,
  themeSettingsSchema,
  themeTokens,
} from '../../../themes/index';
import { showtimeLayouts } from '../../../themes/showtime/layouts/index';
import { venueLayouts } from '../../../themes/venue/layouts/index';
import venueSettings from '../../../themes/venue/settings.json';
import { vogueLayouts } from '../../../themes/vogue/layouts/index';

describe('theme registry', () => {
  it('lists the five themes in toolbar order', () => {
    expect(themeNames).toEqual(['venue', 'showtime', 'vogue', 'athena', 'brooklyn']);
  });

  it('gives every theme its own class, tokens and settings', () => {
    const classes = themeNames.map((name) => themeClasses[name]);
    expect(new Set(classes).size).toBe(themeNames.length);
    for (const name of themeNames) {
      expect(themeTokens[name].typography.fontFamily.body).not.toBe('');
      expect(themeSettings[name]).toBeDefined();
    }
  });

  it('recognises theme names and nothing else', () => {
    expect(isThemeName('vogue')).toBe(true);
    expect(isThemeName('Vogue')).toBe(false);
    expect(isThemeName('dawn')).toBe(false);
    expect(isThemeName(undefined)).toBe(false);
  });

  it('pairs a different heading font with each theme', () => {
    const headings = themeNames.map((name) => themeTokens[name].typography.fontFamily.heading);
    expect(new Set(headings).size).toBe(themeNames.length);
  });
});

describe('theme settings', () => {
  const files = import.meta.glob<{ default: unknown }>('../../../themes/*/settings.json', { eager: true });

  it('finds one settings.json per theme', () => {
    const found = Object.keys(files).map((path) => path.split('/').at(-2));
    expect(found.sort()).toEqual([...themeNames].sort());
  });

  it.each(themeNames)('accepts the %s settings.json as written on disk', (name) => {
    const raw = files[`../../../themes/${name}/settings.json`]?.default;
    const result = themeSettingsSchema.safeParse(raw);
    expect(result.error?.message).toBeUndefined();
    expect(result.success).toBe(true);
  });

  it('wraps the capped cart badge in brackets only in venue', () => {
    const bracketed = themeNames.filter((name) => themeSettings[name].cartBadgeBrackets);
    expect(bracketed).toEqual(['venue']);
  });

  it('offers PayPal pay-later only in vogue, athena and brooklyn', () => {
    const withPayPal = themeNames.filter((name) => themeSettings[name].payLater.includes('paypal'));
    expect(withPayPal).toEqual(['vogue', 'athena', 'brooklyn']);
  });

  it('fetches product detail for cards in athena', () => {
    expect(themeSettings.athena.cardProductDetailFetch).toBe(true);
  });

  it('uses a popup option picker on mobile in exactly one theme', () => {
    expect(themeNames.filter((name) => themeSettings[name].mobileOptionPickerPopup)).toHaveLength(1);
  });

  it('rejects an unknown cart type with a message naming the theme, field and choices', () => {
    const bad = { ...venueSettings, cartType: 'sidebar' };
    expect(() => parseThemeSettings('venue', bad)).toThrow(/themes\/venue\/settings\.json is invalid/);
    expect(() => parseThemeSettings('venue', bad)).toThrow(/cartType/);
    expect(() => parseThemeSettings('venue', bad)).toThrow(/"popup"/);
  });

  it('rejects a missing field, an unknown field and a bubble style above 5', () => {
    const { backToTop: _omitted, ...missing } = venueSettings;
    expect(() => parseThemeSettings('venue', missing)).toThrow(/backToTop/);
    expect(() => parseThemeSettings('venue', { ...venueSettings, cartTypo: 'popup' })).toThrow(/cartTypo/);
    expect(() => parseThemeSettings('venue', { ...venueSettings, bubbleStyle: 6 })).toThrow(/bubbleStyle/);
  });

  it('rejects a pay-later provider listed twice', () => {
    expect(() => parseThemeSettings('venue', { ...venueSettings, payLater: ['klarna', 'klarna'] })).toThrow(
      /payLater lists a provider twice/,
    );
  });
});

describe('theme structure', () => {
  const layouts = {
    venue: venueLayouts,
    showtime: showtimeLayouts,
    vogue: vogueLayouts,
    athena: athenaLayouts,
    brooklyn: brooklynLayouts,
  };
  /** The choices that change how the header, product page, cart and checkout are built. */
  const structure = (name: (typeof themeNames)[number]) => ({
    header: themeSettings[name].headerLayout,
    cartSummary: themeSettings[name].cartSummaryPosition,
    gallery: layouts[name].product.sections.main.settings.galleryLayout,
    checkoutSummary: layouts[name].checkout.sections.main.settings.summaryPosition,
  });
  const pairs = themeNames.flatMap((a, i) => themeNames.slice(i + 1).map((b) => [a, b] as const));

  it.each(pairs)('builds %s and %s differently in at least two structural choices', (a, b) => {
    const [left, right] = [structure(a), structure(b)];
    const differences = (Object.keys(left) as (keyof typeof left)[]).filter(
      (key) => left[key] !== right[key],
    );
    expect(
      differences.length,
      `${a} ${JSON.stringify(left)} vs ${b} ${JSON.stringify(right)}`,
    ).toBeGreaterThanOrEqual(2);
  });
});
