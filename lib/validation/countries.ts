/**
 * Country data the address rules need. Plain data on purpose: adding a country is a one-line
 * change reviewed like any other, and the UI can read the same tables (e.g. to show a province
 * select or to mark the postcode field required).
 */

/** ISO 3166-1 alpha-2: every officially assigned code (249). */
export const isoCountryCodes = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT
BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER
ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID
IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV
LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR
NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL
SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC
VE VG VI VN VU WF WS YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

const isoCountryCodeSet = new Set(isoCountryCodes);

/** True for an assigned ISO 3166-1 alpha-2 code (upper case). */
export function isIsoCountryCode(code: string): boolean {
  return isoCountryCodeSet.has(code);
}

/** The postcode is required for exactly these countries. */
export const postcodeRequiredCountries = [
  'AU',
  'AT',
  'BE',
  'BT',
  'BR',
  'CA',
  'CN',
  'DK',
  'FI',
  'FR',
  'GF',
  'GE',
  'DE',
  'GL',
  'GP',
  'HU',
  'IN',
  'ID',
  'IO',
  'IT',
  'JP',
  'JE',
  'KG',
  'LI',
  'LU',
  'MY',
  'YT',
  'MX',
  'NL',
  'NZ',
  'NO',
  'PY',
  'PH',
  'PL',
  'PT',
  'RE',
  'RU',
  'SM',
  'SA',
  'SG',
  'ZA',
  'KR',
  'ES',
  'SJ',
  'SE',
  'CH',
  'UA',
  'GB',
  'US',
  'VA',
  'PR',
  'FM',
  'TH',
] as const;

export type PostcodeRequiredCountry = (typeof postcodeRequiredCountries)[number];

const postcodeRequiredSet: ReadonlySet<string> = new Set(postcodeRequiredCountries);

/** True when `country` requires a postcode. */
export function isPostcodeRequired(country: string): boolean {
  return postcodeRequiredSet.has(country);
}

/**
 * Light postcode formats, matched case-insensitively on the trimmed value. Only where the format
 * is unambiguous; a required country missing here (PY: 4- and 6-digit systems coexist) only
 * needs a non-empty value. Other countries accept any postcode up to 20 chars.
 */
export const postcodePatterns: Partial<Record<PostcodeRequiredCountry, RegExp>> = {
  AT: /^\d{4}$/,
  AU: /^\d{4}$/,
  BE: /^\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
  BT: /^\d{5}$/,
  // Letters D F I O Q U never appear; W and Z never lead (Canada Post).
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  CH: /^\d{4}$/,
  CN: /^\d{6}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  FI: /^\d{5}$/,
  FM: /^9694\d(?:-\d{4})?$/,
  FR: /^\d{5}$/,
  GB: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
  GE: /^\d{4}$/,
  GF: /^973\d{2}$/,
  GL: /^39\d{2}$/,
  GP: /^971\d{2}$/,
  HU: /^\d{4}$/,
  ID: /^\d{5}$/,
  IN: /^[1-9]\d{2} ?\d{3}$/,
  IO: /^BBND ?1ZZ$/i,
  IT: /^\d{5}$/,
  JE: /^JE\d[\dA-Z]? ?\d[A-Z]{2}$/i,
  JP: /^\d{3}-?\d{4}$/,
  KG: /^\d{6}$/,
  KR: /^\d{5}$/,
  LI: /^94\d{2}$/,
  LU: /^(?:L-?)?\d{4}$/i,
  MX: /^\d{5}$/,
  MY: /^\d{5}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/i,
  NO: /^\d{4}$/,
  NZ: /^\d{4}$/,
  PH: /^\d{4}$/,
  PL: /^\d{2}-?\d{3}$/,
  PR: /^00[679]\d{2}(?:-\d{4})?$/,
  PT: /^\d{4}-?\d{3}$/,
  RE: /^974\d{2}$/,
  RU: /^\d{6}$/,
  SA: /^\d{5}(?:-\d{4})?$/,
  SE: /^\d{3} ?\d{2}$/,
  SG: /^\d{6}$/,
  SJ: /^\d{4}$/,
  SM: /^4789\d$/,
  TH: /^\d{5}$/,
  UA: /^\d{5}$/,
  US: /^\d{5}(?:-\d{4})?$/,
  VA: /^00120$/,
  YT: /^976\d{2}$/,
  ZA: /^\d{4}$/,
};

/** What a country calls its first-level division, for the field label. */
export const provinceLabels = ['state', 'province', 'prefecture', 'emirate', 'county'] as const;
export type ProvinceLabel = (typeof provinceLabels)[number];

/**
 * Countries whose addresses need a state/province (carriers and tax depend on it), with the word
 * the UI should use. Value sets (the actual provinces) come from the store's `states` data.
 */
export const countriesWithProvinces: Readonly<Record<string, ProvinceLabel>> = {
  AE: 'emirate',
  AR: 'province',
  AU: 'state',
  BR: 'state',
  CA: 'province',
  CN: 'province',
  ES: 'province',
  ID: 'province',
  IE: 'county',
  IN: 'state',
  IT: 'province',
  JP: 'prefecture',
  KR: 'province',
  MX: 'state',
  MY: 'state',
  TH: 'province',
  US: 'state',
};

/** True when an address in `country` must name a province. */
export function isProvinceRequired(country: string): boolean {
  return Object.hasOwn(countriesWithProvinces, country);
}

/** Brazil requires a personal customs code (CPF or CNPJ). Data, in case others follow. */
export const customsCodeRequiredCountries: readonly string[] = ['BR'];
