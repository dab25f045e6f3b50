import { createThemeContract } from '@vanilla-extract/css';
import type { Tokens } from './tokenType';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

const textStep = { fontSize: null, lineHeight: null };

// The contract mirrors `Tokens` key for key; the `satisfies` below makes the
// compiler reject a token added to one and forgotten in the other.
const shape = {
  colorScheme: null,
  color: {
    foreground: {
      neutral: null,
      secondary: null,
      neutralInverted: null,
      link: null,
      linkHover: null,
      brandAccent: null,
      onBrandAccent: null,
      critical: null,
      onCritical: null,
      positive: null,
      caution: null,
      info: null,
      promote: null,
      onPromote: null,
      rating: null,
    },
    background: {
      body: null,
      surface: null,
      neutralSoft: null,
      neutralSoftHover: null,
      neutralInverted: null,
      brandAccent: null,
      brandAccentHover: null,
      brandAccentSoft: null,
      critical: null,
      criticalSoft: null,
      positiveSoft: null,
      cautionSoft: null,
      infoSoft: null,
      promote: null,
      backdrop: null,
    },
    border: {
      neutral: null,
      neutralLight: null,
      field: null,
      fieldHover: null,
      swatch: null,
      focus: null,
      brandAccent: null,
      critical: null,
    },
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  radius: {
    none: null,
    small: null,
    standard: null,
    large: null,
    full: null,
    button: null,
    card: null,
    field: null,
  },
  typography: {
    fontFamily: { body: null, heading: null },
    fontWeight: { regular: null, medium: null, strong: null, heading: null },
    headingTransform: null,
    headingLetterSpacing: null,
    buttonTransform: null,
    buttonLetterSpacing: null,
    text: { xsmall: textStep, small: textStep, standard: textStep, large: textStep },
    heading: { '1': textStep, '2': textStep, '3': textStep, '4': textStep },
  },
  shadow: { small: null, medium: null, large: null },
  motion: { fast: null, standard: null, slow: null, easing: null },
  layout: { contentWidth: null, narrowWidth: null, gutter: null },
  control: { height: { small: null, standard: null, large: null }, borderWidth: null },
} satisfies Shape<Tokens>;

// Exhaustiveness the other way round: every contract key must exist in Tokens.
type _ContractMatchesTokens = Shape<Tokens> extends typeof shape ? true : never;
const _check: _ContractMatchesTokens = true;
void _check;

/** CSS variable references for every token; the only way components reach theme values. */
export const vars = createThemeContract(shape);
