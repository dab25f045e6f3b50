import { cjkSans, cjkSerif } from '../../tokens/cjkFonts';
import type { Tokens } from '../../tokens/tokenType';
import { palette as p } from './palette';

/**
 * Athena — classical, calm, premium. Ivory paper, Cormorant Garamond display
 * type over a highly legible Source Sans 3, a deep teal accent with antique
 * gold stars, barely softened corners and unhurried, generous spacing. For
 * jewellery, skincare, books and anything sold on craft.
 */
export const athenaTokens = {
  colorScheme: 'light',
  color: {
    foreground: {
      neutral: p.stone[900],
      secondary: p.stone[600],
      neutralInverted: p.ivory[50],
      link: p.teal[700],
      linkHover: p.teal[800],
      brandAccent: p.teal[700],
      onBrandAccent: p.ivory[50],
      critical: p.brick[700],
      onCritical: p.ivory[50],
      positive: p.moss[700],
      caution: p.ochre[700],
      info: p.slateBlue[700],
      promote: p.umber[700],
      onPromote: p.ivory[50],
      rating: p.gold[500],
    },
    background: {
      body: p.ivory[100],
      surface: p.ivory[50],
      neutralSoft: p.ivory[200],
      neutralSoftHover: p.ivory[300],
      neutralInverted: p.teal[800],
      brandAccent: p.teal[700],
      brandAccentHover: p.teal[800],
      brandAccentSoft: p.teal[50],
      critical: p.brick[700],
      criticalSoft: p.brick[50],
      positiveSoft: p.moss[50],
      cautionSoft: p.ochre[50],
      infoSoft: p.slateBlue[50],
      promote: p.umber[700],
      backdrop: 'rgba(28, 31, 26, 0.5)',
    },
    border: {
      neutral: p.ivory[400],
      neutralLight: p.ivory[300],
      field: p.stone[400],
      fieldHover: p.stone[700],
      swatch: p.stone[400],
      focus: p.teal[600],
      brandAccent: p.teal[700],
      critical: p.brick[700],
    },
  },
  // Generous: wide steps at the top end give sections room to breathe.
  space: {
    none: '0',
    xxsmall: '4px',
    xsmall: '8px',
    small: '12px',
    medium: '20px',
    large: '28px',
    xlarge: '40px',
    xxlarge: '64px',
    xxxlarge: '96px',
  },
  radius: {
    none: '0',
    small: '2px',
    standard: '3px',
    large: '6px',
    full: '9999px',
    button: '3px',
    card: '2px',
    field: '3px',
  },
  typography: {
    fontFamily: {
      body: `'Source Sans 3 Variable', 'Source Sans3 Fallback', 'Source Sans Pro', system-ui, ${cjkSans}, sans-serif`,
      heading: `'Cormorant Garamond', 'Cormorant Garamond Fallback', Garamond, 'Times New Roman', ${cjkSerif}, serif`,
    },
    fontWeight: { regular: '400', medium: '500', strong: '600', heading: '600' },
    headingTransform: 'none',
    headingLetterSpacing: '0',
    buttonTransform: 'none',
    buttonLetterSpacing: '0.03em',
    // Cormorant has a small x-height, so the heading scale runs large.
    text: {
      xsmall: { fontSize: '13px', lineHeight: '18px' },
      small: { fontSize: '15px', lineHeight: '22px' },
      standard: { fontSize: '17px', lineHeight: '28px' },
      large: { fontSize: '20px', lineHeight: '32px' },
    },
    heading: {
      '1': { fontSize: '58px', lineHeight: '64px' },
      '2': { fontSize: '42px', lineHeight: '50px' },
      '3': { fontSize: '31px', lineHeight: '38px' },
      '4': { fontSize: '23px', lineHeight: '30px' },
    },
  },
  shadow: {
    small: '0 1px 2px rgba(28, 31, 26, 0.06)',
    medium: '0 6px 18px rgba(28, 31, 26, 0.08)',
    large: '0 18px 44px rgba(28, 31, 26, 0.12)',
  },
  motion: { fast: '150ms', standard: '260ms', slow: '420ms', easing: 'cubic-bezier(0.4, 0, 0.2, 1)' },
  layout: { contentWidth: '1200px', narrowWidth: '680px', gutter: '32px' },
  control: { height: { small: '36px', standard: '46px', large: '54px' }, borderWidth: '1px' },
} satisfies Tokens;
