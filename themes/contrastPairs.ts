/**
 * The text pairs components actually render — body and muted text on the page and on cards, button
 * labels on their fills (rest and hover), status text — each with the WCAG AA minimum it must
 * keep. The theme contrast test checks every theme against them, and the merchant's editor checks
 * the merchant's colours live and again before publishing.
 */
import { contrastRatio, wcag } from './contrast';

export interface TextPair {
  /** A `color.foreground.*` role. */
  text: string;
  /** A `color.background.*` role. */
  on: string;
  min: number;
}

export const textPairs = [
  { text: 'neutral', on: 'body', min: wcag.text },
  { text: 'neutral', on: 'surface', min: wcag.text },
  { text: 'neutral', on: 'neutralSoft', min: wcag.text },
  { text: 'secondary', on: 'body', min: wcag.text },
  { text: 'secondary', on: 'surface', min: wcag.text },
  { text: 'secondary', on: 'neutralSoft', min: wcag.text },
  { text: 'link', on: 'body', min: wcag.text },
  { text: 'link', on: 'surface', min: wcag.text },
  { text: 'linkHover', on: 'body', min: wcag.text },
  { text: 'brandAccent', on: 'body', min: wcag.text },
  { text: 'brandAccent', on: 'brandAccentSoft', min: wcag.text },
  { text: 'onBrandAccent', on: 'brandAccent', min: wcag.text },
  { text: 'onBrandAccent', on: 'brandAccentHover', min: wcag.text },
  { text: 'onCritical', on: 'critical', min: wcag.text },
  { text: 'critical', on: 'body', min: wcag.text },
  { text: 'critical', on: 'surface', min: wcag.text },
  { text: 'critical', on: 'criticalSoft', min: wcag.text },
  { text: 'positive', on: 'surface', min: wcag.text },
  { text: 'positive', on: 'positiveSoft', min: wcag.text },
  { text: 'caution', on: 'surface', min: wcag.text },
  { text: 'caution', on: 'cautionSoft', min: wcag.text },
  { text: 'info', on: 'surface', min: wcag.text },
  { text: 'info', on: 'infoSoft', min: wcag.text },
  { text: 'promote', on: 'surface', min: wcag.text },
  { text: 'onPromote', on: 'promote', min: wcag.text },
  { text: 'neutralInverted', on: 'neutralInverted', min: wcag.text },
] as const satisfies readonly TextPair[];

export interface PairCheck {
  text: string;
  on: string;
  min: number;
  /** The ratio, or null when a colour is in a syntax the maths cannot read (oklch, names…). */
  ratio: number | null;
  passes: boolean;
}

/**
 * Every text pair with `colour(path)` — a dotted token path such as `color.foreground.neutral` —
 * giving the colour in force (the theme's, or the merchant's override).
 */
export function checkTextPairs(colour: (path: string) => string | undefined): PairCheck[] {
  return textPairs.map(({ text, on, min }) => {
    const fg = colour(`color.foreground.${text}`);
    const bg = colour(`color.background.${on}`);
    let ratio: number | null = null;
    try {
      if (fg && bg) ratio = contrastRatio(fg, bg);
    } catch {
      ratio = null;
    }
    return { text, on, min, ratio, passes: ratio !== null && ratio >= min };
  });
}
