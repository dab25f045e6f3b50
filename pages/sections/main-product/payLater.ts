/**
 * Which pay-later message the product page shows. The theme lists its providers in
 * order of preference (themes/settings.ts `payLater`); the first one available for the shopper's
 * currency and locale is shown.
 */
import type { ThemeSettings } from '../../../themes/settings';

export type PayLaterProvider = ThemeSettings['payLater'][number];

/** Interest-free instalments the message quotes ("4 payments of $9.75"). */
export const PAY_LATER_INSTALMENTS = 4;

/** Display names: brands, not translated. */
export const payLaterProviderNames: Record<PayLaterProvider, string> = {
  paypal: 'PayPal',
  klarna: 'Klarna',
  afterpay: 'Afterpay',
};

/**
 * Klarna for 21 locales: the markets where Klarna offers
 * on-site messaging in the local language, plus English in the English-speaking ones.
 */
export const klarnaLocales: ReadonlySet<string> = new Set([
  'en-US',
  'en-GB',
  'en-AU',
  'en-CA',
  'en-NZ',
  'en-IE',
  'da-DK',
  'de-DE',
  'de-AT',
  'de-CH',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'fr-BE',
  'it-IT',
  'nl-NL',
  'nl-BE',
  'nb-NO',
  'pl-PL',
  'pt-PT',
  'sv-SE',
]);

/** The instalment provider serves en_US, en_AU, en_CA, en_GB, en_NZ, fr_CA. */
export const afterpayLocales: ReadonlySet<string> = new Set([
  'en-US',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-NZ',
  'fr-CA',
]);

/** The language packs use `no-NO` for Norwegian; Klarna knows it as `nb-NO`. */
const normaliseLocale = (locale: string) => (locale === 'no-NO' ? 'nb-NO' : locale.replace('_', '-'));

/** Whether one provider can offer pay-later to this shopper. */
export const payLaterAvailable = (provider: PayLaterProvider, currency: string, locale: string): boolean => {
  const tag = normaliseLocale(locale);
  switch (provider) {
    // PayPal only for USD (the theme list already limits it to vogue, athena, brooklyn).
    case 'paypal':
      return currency === 'USD';
    case 'klarna':
      return klarnaLocales.has(tag);
    case 'afterpay':
      return afterpayLocales.has(tag);
  }
};

/** The first of the theme's providers available to this shopper, or null. */
export const payLaterProvider = (
  providers: readonly PayLaterProvider[],
  currency: string,
  locale: string,
): PayLaterProvider | null =>
  providers.find((provider) => payLaterAvailable(provider, currency, locale)) ?? null;

/** One instalment in minor units, rounded to the cent (money rounds to 2 decimals). */
export const payLaterInstalment = (amountMinor: number): number =>
  Math.round(amountMinor / PAY_LATER_INSTALMENTS);

/** The three kinds of pay-later provider: a wallet, buy now pay later, instalments. */
export type PayLaterKind = 'wallet' | 'bnpl' | 'instalment';

export const payLaterKinds: Record<PayLaterProvider, PayLaterKind> = {
  paypal: 'wallet',
  klarna: 'bnpl',
  afterpay: 'instalment',
};

/** The wallet's pay-later offer is for buyers in the United States. */
export const WALLET_BUYER_COUNTRY = 'US';

export interface PayLaterBadge {
  provider: PayLaterProvider;
  kind: PayLaterKind;
  /** The price the badge is fed, in minor units (price × 100 for a two-decimal currency). */
  amount: number;
  /** One of the instalments it quotes, minor units. */
  instalment: number;
  /** The buyer country the wallet badge is set for; null for the other kinds. */
  buyerCountry: string | null;
}

/**
 * One badge per provider of the theme's list (its order) that serves this shopper's currency
 * and locale; a provider kind the theme does not list shows nothing.
 */
export const payLaterBadges = (
  providers: readonly PayLaterProvider[],
  { currency, locale, amount }: { currency: string; locale: string; amount: number },
): PayLaterBadge[] =>
  providers
    .filter((provider) => payLaterAvailable(provider, currency, locale))
    .map((provider) => ({
      provider,
      kind: payLaterKinds[provider],
      amount,
      instalment: payLaterInstalment(amount),
      buyerCountry: payLaterKinds[provider] === 'wallet' ? WALLET_BUYER_COUNTRY : null,
    }));
