import { cjkSans } from '../../tokens/cjkFonts';
import type { Tokens } from '../../tokens/tokenType';
import { palette as p } from './palette';

/**
 * Showtime — loud, high-energy, lights down. A dark stage (near-black
 * surfaces), condensed Oswald headlines in caps over Work Sans, a hot coral
 * accent with black type, marquee-yellow sale tags, square corners and tight
 * spacing. For streetwear, merch, music and events.
 */
export const showtimeTokens = {
  colorScheme: 'dark',
  color: {
    foreground: {
      neutral: p.ink[50],
      secondary: p.ink[300],
      neutralInverted: p.ink[950],
      link: p.coral[300],
      linkHover: p.coral[200],
      brandAccent: p.coral[400],
      onBrandAccent: p.ink[950],
      critical: p.rose[300],
      onCritical: p.ink[950],
      positive: p.green[400],
      caution: p.marquee[400],
      info: p.blue[400],
      promote: p.marquee[400],
      onPromote: p.ink[950],
      rating: p.marquee[400],
    },
    background: {
      body: p.ink[950],
      surface: p.ink[900],
      neutralSoft: p.ink[800],
      neutralSoftHover: p.ink[700],
      neutralInverted: p.ink[50],
      brandAccent: p.coral[500],
      brandAccentHover: p.coral[400],
      brandAccentSoft: p.coral[900],
      critical: p.rose[500],
      criticalSoft: p.rose[900],
      positiveSoft: p.green[900],
      cautionSoft: p.marquee[900],
      infoSoft: p.blue[900],
      promote: p.marquee[400],
      backdrop: 'rgba(0, 0, 0, 0.72)',
    },
    border: {
      neutral: p.ink[600],
      neutralLight: p.ink[800],
      field: p.ink[400],
      fieldHover: p.ink[200],
      swatch: p.ink[400],
      focus: p.coral[400],
      brandAccent: p.coral[500],
      critical: p.rose[300],
    },
  },
  // Tight: the same 4 px grid as venue, one notch smaller at every step.
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '6px',
    small: '8px',
    medium: '12px',
    large: '20px',
    xlarge: '28px',
    xxlarge: '40px',
    xxxlarge: '56px',
  },
  radius: {
    none: '0',
    small: '2px',
    standard: '2px',
    large: '4px',
    full: '9999px',
    button: '2px',
    card: '0',
    field: '2px',
  },
  typography: {
    fontFamily: {
      body: `'Work Sans Variable', 'Work Sans Fallback', system-ui, ${cjkSans}, sans-serif`,
      heading: `'Oswald', 'Oswald Fallback', 'Arial Narrow', Impact, ${cjkSans}, sans-serif`,
    },
    fontWeight: { regular: '400', medium: '500', strong: '600', heading: '600' },
    headingTransform: 'uppercase',
    headingLetterSpacing: '0.01em',
    buttonTransform: 'uppercase',
    buttonLetterSpacing: '0.08em',
    text: {
      xsmall: { fontSize: '12px', lineHeight: '16px' },
      small: { fontSize: '13px', lineHeight: '18px' },
      standard: { fontSize: '15px', lineHeight: '22px' },
      large: { fontSize: '18px', lineHeight: '26px' },
    },
    heading: {
      '1': { fontSize: '60px', lineHeight: '60px' },
      '2': { fontSize: '42px', lineHeight: '44px' },
      '3': { fontSize: '28px', lineHeight: '32px' },
      '4': { fontSize: '20px', lineHeight: '24px' },
    },
  },
  // On black, depth reads as glow and hard edges rather than soft grey blur.
  shadow: {
    small: '0 0 0 1px rgba(255, 255, 255, 0.06), 0 2px 4px rgba(0, 0, 0, 0.6)',
    medium: '0 0 0 1px rgba(255, 255, 255, 0.08), 0 8px 20px rgba(0, 0, 0, 0.7)',
    large: '0 0 0 1px rgba(255, 255, 255, 0.10), 0 24px 48px rgba(0, 0, 0, 0.8)',
  },
  motion: { fast: '90ms', standard: '160ms', slow: '260ms', easing: 'cubic-bezier(0.3, 0, 0, 1)' },
  layout: { contentWidth: '1440px', narrowWidth: '760px', gutter: '16px' },
  control: { height: { small: '32px', standard: '42px', large: '52px' }, borderWidth: '2px' },
} satisfies Tokens;
