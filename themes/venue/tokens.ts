import { cjkSans } from '../../tokens/cjkFonts';
import type { Tokens } from '../../tokens/tokenType';
import { palette as p } from './palette';

/**
 * Venue — a crisp, modern general store. Inter throughout, cool slate
 * neutrals, one electric cobalt accent, 6 px corners and standard density:
 * the safe, do-everything choice.
 */
export const venueTokens = {
  colorScheme: 'light',
  color: {
    foreground: {
      neutral: p.slate[900],
      secondary: p.slate[600],
      neutralInverted: p.white,
      link: p.cobalt[700],
      linkHover: p.cobalt[800],
      brandAccent: p.cobalt[700],
      onBrandAccent: p.white,
      critical: p.red[700],
      onCritical: p.white,
      positive: p.green[700],
      caution: p.amber[700],
      info: p.sky[700],
      promote: p.red[600],
      onPromote: p.white,
      rating: p.amber[600],
    },
    background: {
      body: p.white,
      surface: p.white,
      neutralSoft: p.slate[50],
      neutralSoftHover: p.slate[100],
      neutralInverted: p.slate[900],
      brandAccent: p.cobalt[600],
      brandAccentHover: p.cobalt[700],
      brandAccentSoft: p.cobalt[50],
      critical: p.red[600],
      criticalSoft: p.red[50],
      positiveSoft: p.green[50],
      cautionSoft: p.amber[50],
      infoSoft: p.sky[50],
      promote: p.red[600],
      backdrop: 'rgba(17, 22, 34, 0.55)',
    },
    border: {
      neutral: p.slate[200],
      neutralLight: p.slate[100],
      field: p.slate[400],
      fieldHover: p.slate[600],
      swatch: p.slate[400],
      focus: p.cobalt[600],
      brandAccent: p.cobalt[600],
      critical: p.red[600],
    },
  },
  space: {
    none: '0',
    xxsmall: '4px',
    xsmall: '8px',
    small: '12px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
    xxxlarge: '64px',
  },
  radius: {
    none: '0',
    small: '4px',
    standard: '6px',
    large: '10px',
    full: '9999px',
    button: '6px',
    card: '8px',
    field: '6px',
  },
  typography: {
    fontFamily: {
      body: `'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', ${cjkSans}, sans-serif`,
      heading: `'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', ${cjkSans}, sans-serif`,
    },
    fontWeight: { regular: '400', medium: '500', strong: '600', heading: '700' },
    headingTransform: 'none',
    headingLetterSpacing: '-0.02em',
    buttonTransform: 'none',
    buttonLetterSpacing: '0',
    text: {
      xsmall: { fontSize: '12px', lineHeight: '16px' },
      small: { fontSize: '14px', lineHeight: '20px' },
      standard: { fontSize: '16px', lineHeight: '24px' },
      large: { fontSize: '18px', lineHeight: '28px' },
    },
    heading: {
      '1': { fontSize: '40px', lineHeight: '48px' },
      '2': { fontSize: '30px', lineHeight: '38px' },
      '3': { fontSize: '24px', lineHeight: '32px' },
      '4': { fontSize: '18px', lineHeight: '26px' },
    },
  },
  shadow: {
    small: '0 1px 2px rgba(17, 22, 34, 0.06), 0 1px 3px rgba(17, 22, 34, 0.10)',
    medium: '0 4px 8px -2px rgba(17, 22, 34, 0.10), 0 2px 4px -2px rgba(17, 22, 34, 0.06)',
    large: '0 20px 24px -4px rgba(17, 22, 34, 0.10), 0 8px 8px -4px rgba(17, 22, 34, 0.04)',
  },
  motion: { fast: '120ms', standard: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  layout: { contentWidth: '1280px', narrowWidth: '720px', gutter: '20px' },
  control: { height: { small: '32px', standard: '40px', large: '48px' }, borderWidth: '1px' },
} satisfies Tokens;
