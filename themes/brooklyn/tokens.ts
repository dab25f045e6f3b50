import { cjkSans, cjkSerif } from '../../tokens/cjkFonts';
import type { Tokens } from '../../tokens/tokenType';
import { palette as p } from './palette';

/**
 * Brooklyn — a warm indie maker. Cream paper, cocoa type, a terracotta accent
 * and mustard sale stickers; DM Serif Display headlines with the friendly
 * geometric DM Sans; pill buttons, big soft corners and cosy shadows. For
 * ceramics, coffee, candles and small-batch goods.
 */
export const brooklynTokens = {
  colorScheme: 'light',
  color: {
    foreground: {
      neutral: p.cocoa[900],
      secondary: p.cocoa[600],
      neutralInverted: p.cream[50],
      link: p.terracotta[700],
      linkHover: p.cocoa[900],
      brandAccent: p.terracotta[700],
      onBrandAccent: '#ffffff',
      critical: p.tomato[700],
      onCritical: '#ffffff',
      positive: p.sage[700],
      caution: p.honey[700],
      info: p.denim[700],
      promote: p.terracotta[600],
      onPromote: p.cocoa[900],
      rating: p.mustard[600],
    },
    background: {
      body: p.cream[100],
      surface: p.cream[50],
      neutralSoft: p.cream[200],
      neutralSoftHover: p.cream[300],
      neutralInverted: p.cocoa[900],
      brandAccent: p.terracotta[600],
      brandAccentHover: p.terracotta[700],
      brandAccentSoft: p.terracotta[50],
      critical: p.tomato[700],
      criticalSoft: p.tomato[50],
      positiveSoft: p.sage[50],
      cautionSoft: p.honey[50],
      infoSoft: p.denim[50],
      // A mustard "sticker" with cocoa type for sale tags.
      promote: p.mustard[300],
      backdrop: 'rgba(42, 29, 20, 0.5)',
    },
    border: {
      neutral: p.cream[400],
      neutralLight: p.cream[300],
      field: p.cocoa[500],
      fieldHover: p.cocoa[800],
      swatch: p.cocoa[500],
      focus: p.terracotta[600],
      brandAccent: p.terracotta[600],
      critical: p.tomato[700],
    },
  },
  space: {
    none: '0',
    xxsmall: '4px',
    xsmall: '8px',
    small: '12px',
    medium: '16px',
    large: '24px',
    xlarge: '36px',
    xxlarge: '52px',
    xxxlarge: '72px',
  },
  radius: {
    none: '0',
    small: '8px',
    standard: '12px',
    large: '20px',
    full: '9999px',
    button: '9999px',
    card: '18px',
    field: '12px',
  },
  typography: {
    fontFamily: {
      body: `'DM Sans Variable', 'DM Sans Fallback', system-ui, ${cjkSans}, sans-serif`,
      heading: `'DM Serif Display', 'DM Serif Display Fallback', Georgia, ${cjkSerif}, serif`,
    },
    fontWeight: { regular: '400', medium: '500', strong: '700', heading: '400' },
    headingTransform: 'none',
    headingLetterSpacing: '-0.005em',
    buttonTransform: 'none',
    buttonLetterSpacing: '0.01em',
    text: {
      xsmall: { fontSize: '12px', lineHeight: '18px' },
      small: { fontSize: '14px', lineHeight: '22px' },
      standard: { fontSize: '16px', lineHeight: '26px' },
      large: { fontSize: '19px', lineHeight: '30px' },
    },
    heading: {
      '1': { fontSize: '50px', lineHeight: '56px' },
      '2': { fontSize: '38px', lineHeight: '44px' },
      '3': { fontSize: '28px', lineHeight: '34px' },
      '4': { fontSize: '21px', lineHeight: '28px' },
    },
  },
  // Warm-tinted and soft, like late-afternoon light on a shelf.
  shadow: {
    small: '0 1px 3px rgba(78, 48, 24, 0.10)',
    medium: '0 8px 20px -6px rgba(78, 48, 24, 0.18)',
    large: '0 22px 40px -12px rgba(78, 48, 24, 0.28)',
  },
  motion: { fast: '120ms', standard: '220ms', slow: '360ms', easing: 'cubic-bezier(0.34, 1.4, 0.64, 1)' },
  layout: { contentWidth: '1240px', narrowWidth: '720px', gutter: '24px' },
  control: { height: { small: '36px', standard: '44px', large: '52px' }, borderWidth: '1.5px' },
} satisfies Tokens;
