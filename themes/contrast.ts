/**
 * WCAG 2.x contrast maths, written out so the theme tests and the Foundations
 * stories report the same figures. Colours are `#rgb`, `#rrggbb`, `#rrggbbaa`,
 * `rgb()` or `rgba()`; translucent colours are composited over `background`.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
  /** 0–1. */
  alpha: number;
}

const hexPattern = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const rgbPattern = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i;

/** Parses a CSS colour in one of the forms tokens use; throws on anything else. */
export const parseColor = (value: string): Rgb => {
  const text = value.trim();
  const hex = hexPattern.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const channel = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), alpha: full.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = rgbPattern.exec(text);
  if (rgb) {
    const [, r, g, b, a] = rgb;
    const alpha = a === undefined ? 1 : a.endsWith('%') ? Number.parseFloat(a) / 100 : Number.parseFloat(a);
    return { r: Number(r), g: Number(g), b: Number(b), alpha };
  }
  throw new Error(`Unsupported colour "${value}": use #rrggbb or rgb()/rgba() in theme tokens.`);
};

/** Source-over compositing of `top` on an opaque `bottom`. */
const composite = (top: Rgb, bottom: Rgb): Rgb => ({
  r: top.r * top.alpha + bottom.r * (1 - top.alpha),
  g: top.g * top.alpha + bottom.g * (1 - top.alpha),
  b: top.b * top.alpha + bottom.b * (1 - top.alpha),
  alpha: 1,
});

// sRGB channel (0–255) to linear light, per WCAG 2.x's relative luminance definition.
const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an opaque colour, 0 (black) to 1 (white). */
export const relativeLuminance = ({ r, g, b }: Rgb): number =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/**
 * Contrast ratio (1–21) of `foreground` on `background`. A translucent
 * background is treated as sitting on white.
 */
export const contrastRatio = (foreground: string, background: string): number => {
  const white: Rgb = { r: 255, g: 255, b: 255, alpha: 1 };
  const bg = composite(parseColor(background), white);
  const fg = composite(parseColor(foreground), bg);
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
};

/** WCAG AA thresholds: 4.5 for body text, 3 for large text and UI component boundaries. */
export const wcag = { text: 4.5, nonText: 3 } as const;
