/**
 * Tiny colour toolkit for the image generator: parse a colour token (a CSS
 * colour name we know or six hex digits), mix it with other colours and print
 * it back as hex. Pure and deterministic — the same token always yields the
 * same pixels, which is what lets rendered images be cached forever.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * The CSS named colours the demo catalogue uses (a subset of the ~140 of CSS
 * Color 4, spelled as CSS spells them). Palette `auto_block` swatches use these
 * names as option text, so image names can use the same words.
 */
export const namedColours: Readonly<Record<string, string>> = {
  antiquewhite: 'faebd7',
  beige: 'f5f5dc',
  black: '1c1c1e',
  burlywood: 'deb887',
  cadetblue: '5f9ea0',
  chocolate: 'd2691e',
  coral: 'ff7f50',
  cornflowerblue: '6495ed',
  crimson: 'dc143c',
  darkkhaki: 'bdb76b',
  darkolivegreen: '556b2f',
  darkslategray: '2f4f4f',
  dimgray: '696969',
  firebrick: 'b22222',
  forestgreen: '228b22',
  gold: 'ffd700',
  goldenrod: 'daa520',
  gray: '808080',
  indianred: 'cd5c5c',
  ivory: 'fffff0',
  khaki: 'f0e68c',
  lavender: 'e6e6fa',
  lightpink: 'ffb6c1',
  lightsteelblue: 'b0c4de',
  linen: 'faf0e6',
  maroon: '800000',
  midnightblue: '191970',
  mistyrose: 'ffe4e1',
  navy: '1f2f5c',
  oldlace: 'fdf5e6',
  olive: '6b6b1f',
  peru: 'cd853f',
  plum: 'dda0dd',
  powderblue: 'b0e0e6',
  rosybrown: 'bc8f8f',
  saddlebrown: '8b4513',
  salmon: 'fa8072',
  seagreen: '2e8b57',
  sienna: 'a0522d',
  silver: 'c0c0c0',
  skyblue: '87ceeb',
  slategray: '708090',
  steelblue: '4682b4',
  tan: 'd2b48c',
  teal: '1f7a7a',
  thistle: 'd8bfd8',
  tomato: 'ff6347',
  wheat: 'f5deb3',
  white: 'f7f5f0',
};

const hexPattern = /^[0-9a-f]{6}$/;

/**
 * Parses a colour token: a known CSS colour name (case-insensitive) or six hex
 * digits without `#`. Returns null for anything else, so callers can answer 404.
 * `black`, `white` and `navy` are softened slightly: pure black or white
 * garments read as holes in an illustration.
 */
export function parseColour(token: string): Rgb | null {
  const key = token.toLowerCase();
  const hex = namedColours[key] ?? (hexPattern.test(key) ? key : undefined);
  if (!hex) return null;
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  };
}

const channel = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

export function toHex({ r, g, b }: Rgb): string {
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Linear mix: `amount` 0 → a, 1 → b. */
export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return {
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  };
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const INK: Rgb = { r: 24, g: 22, b: 28 };
/** Warm paper: the studio backdrop every scene starts from. */
export const PAPER: Rgb = { r: 246, g: 241, b: 233 };

/** Relative luminance (0–1), used to keep contrast between object and backdrop. */
export function luminance({ r, g, b }: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Rotates the hue of a colour by `degrees` (keeps lightness roughly), for accent colours. */
export function rotateHue(colour: Rgb, degrees: number): Rgb {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const { r, g, b } = colour;
  // Rotation about the grey axis in RGB space (the classic hue-rotate matrix).
  return {
    r:
      r * (0.213 + cos * 0.787 - sin * 0.213) +
      g * (0.715 - cos * 0.715 - sin * 0.715) +
      b * (0.072 - cos * 0.072 + sin * 0.928),
    g:
      r * (0.213 - cos * 0.213 + sin * 0.143) +
      g * (0.715 + cos * 0.285 + sin * 0.14) +
      b * (0.072 - cos * 0.072 - sin * 0.283),
    b:
      r * (0.213 - cos * 0.213 - sin * 0.787) +
      g * (0.715 - cos * 0.715 + sin * 0.715) +
      b * (0.072 + cos * 0.928 + sin * 0.072),
  };
}

/** The shades one illustrated object is painted with, derived from its base colour. */
export interface Shades {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  /** Seams, stitching, outlines: a darker, slightly warm version of the base. */
  line: string;
  /** A complementary tint for small details (labels, linings). */
  accent: string;
  /** True when the base is light, so details need darker lines. */
  isLight: boolean;
}

export function shadesOf(colour: Rgb): Shades {
  const isLight = luminance(colour) > 0.55;
  return {
    base: toHex(colour),
    light: toHex(mix(colour, WHITE, 0.22)),
    lighter: toHex(mix(colour, WHITE, 0.45)),
    dark: toHex(mix(colour, INK, isLight ? 0.14 : 0.22)),
    darker: toHex(mix(colour, INK, isLight ? 0.3 : 0.45)),
    line: toHex(mix(colour, INK, isLight ? 0.35 : 0.5)),
    accent: toHex(mix(rotateHue(colour, 150), PAPER, 0.35)),
    isLight,
  };
}
