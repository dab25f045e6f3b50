import { isCssColourName } from './cssColourNames';

/*
 * Merchant data carries colours (marketplace button text/background, palette
 * color_code). They end up in CSS custom properties, so only values that are
 * unmistakably a colour get through: hex, rgb()/rgba(), hsl()/hsla() with
 * plain numbers, or a CSS colour name. Anything else (`red; background:url(…)`,
 * `expression(…)`, `var(--x)`) is refused and the caller falls back to tokens.
 */
const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const number = String.raw`\s*-?\d{1,3}(?:\.\d+)?%?\s*`;
const alpha = String.raw`(?:\s*[,/]\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?`;
const rgb = new RegExp(String.raw`^rgba?\(${number},${number},${number}${alpha}\)$`, 'i');
const rgbSpaces = new RegExp(String.raw`^rgba?\(${number}\s${number}\s${number}${alpha}\)$`, 'i');
const hsl = new RegExp(
  String.raw`^hsla?\(\s*-?\d{1,3}(?:\.\d+)?(?:deg)?\s*,${number},${number}${alpha}\)$`,
  'i',
);

/**
 * The colour, trimmed (names lower-cased), when `value` is a safe CSS colour;
 * `null` otherwise (empty, not a string, or anything that is not a colour).
 */
export const safeCssColour = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.length > 64) return null;
  if (hex.test(text) || rgb.test(text) || rgbSpaces.test(text) || hsl.test(text)) return text;
  if (isCssColourName(text)) return text.toLowerCase();
  return null;
};
