import { cjkSans, cjkSerif } from '../../tokens/cjkFonts';
import type { Tokens } from '../../tokens/tokenType';
import { palette as p } from './palette';

/**
 * Vogue — a fashion editorial. Black on white with a muted blush-rose used
 * sparingly (sale prices, hover, soft fills), Playfair Display headlines over
 * geometric Jost, razor-sharp corners, generous white space and small,
 * widely tracked capitals on buttons.
 */
export const vogueTokens = {
  colorScheme: 'light',
  color: {
    foreground: {
      neutral: p.black,
      secondary: p.grey[600],
      neutralInverted: p.white,
      link: p.black,
      linkHover: p.rose[600],
      brandAccent: p.rose[600],
      onBrandAccent: p.white,
      critical: p.red[700],
      onCritical: p.white,
      positive: p.green[700],
      caution: p.amber[700],
      info: p.blue[700],
      promote: p.rose[700],
      onPromote: p.white,
      rating: p.black,
    },
    background: {
      body: p.white,
      surface: p.white,
      neutralSoft: p.grey[50],
      neutralSoftHover: p.grey[100],
      neutralInverted: p.black,
      // The "accent" of an editorial is black; hover blushes to deep rose.
      brandAccent: p.black,
      brandAccentHover: p.rose[700],
      brandAccentSoft: p.rose[50],
      critical: p.red[700],
      criticalSoft: p.red[50],
      positiveSoft: p.green[50],
      cautionSoft: p.amber[50],
      infoSoft: p.blue[50],
      promote: p.rose[600],
      backdrop: 'rgba(17, 17, 17, 0.4)',
    },
    border: {
      neutral: p.grey[200],
      neutralLight: p.grey[100],
      field: p.grey[400],
      fieldHover: p.black,
      swatch: p.grey[400],
      focus: p.black,
      brandAccent: p.black,
      critical: p.red[700],
    },
  },
  // Airy: an 8 px rhythm that opens up quickly at the large end.
  space: {
    none: '0',
    xxsmall: '4px',
    xsmall: '8px',
    small: '16px',
    medium: '24px',
    large: '32px',
    xlarge: '48px',
    xxlarge: '72px',
    xxxlarge: '104px',
  },
  radius: {
    none: '0',
    small: '0',
    standard: '0',
    large: '0',
    full: '9999px',
    button: '0',
    card: '0',
    field: '0',
  },
  typography: {
    fontFamily: {
      body: `'Jost', 'Jost Fallback', 'Futura', 'Century Gothic', ${cjkSans}, sans-serif`,
      heading: `'Playfair Display', 'Playfair Display Fallback', 'Didot', Georgia, ${cjkSerif}, serif`,
    },
    fontWeight: { regular: '400', medium: '500', strong: '500', heading: '400' },
    headingTransform: 'none',
    headingLetterSpacing: '-0.01em',
    buttonTransform: 'uppercase',
    buttonLetterSpacing: '0.18em',
    text: {
      xsmall: { fontSize: '11px', lineHeight: '16px' },
      small: { fontSize: '13px', lineHeight: '20px' },
      standard: { fontSize: '15px', lineHeight: '26px' },
      large: { fontSize: '18px', lineHeight: '30px' },
    },
    heading: {
      '1': { fontSize: '56px', lineHeight: '64px' },
      '2': { fontSize: '40px', lineHeight: '48px' },
      '3': { fontSize: '28px', lineHeight: '36px' },
      '4': { fontSize: '20px', lineHeight: '28px' },
    },
  },
  // Barely there: print has no drop shadows, only the occasional lift.
  shadow: {
    small: '0 1px 0 rgba(17, 17, 17, 0.08)',
    medium: '0 6px 24px rgba(17, 17, 17, 0.06)',
    large: '0 24px 64px rgba(17, 17, 17, 0.10)',
  },
  motion: { fast: '200ms', standard: '360ms', slow: '600ms', easing: 'cubic-bezier(0.25, 0.1, 0.25, 1)' },
  layout: { contentWidth: '1360px', narrowWidth: '640px', gutter: '32px' },
  control: { height: { small: '36px', standard: '48px', large: '56px' }, borderWidth: '1px' },
} satisfies Tokens;
