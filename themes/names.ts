/*
 * Theme names without any styles attached, for code that must not import
 * vanilla-extract (configs, the server, scripts). Re-exported by themes/index.ts.
 */

/** Every theme, in the order the toolbar and docs list them. */
export const themeNames = ['venue', 'showtime', 'vogue', 'athena', 'brooklyn'] as const;

export type ThemeName = (typeof themeNames)[number];

/** The theme used when none is chosen. */
export const defaultThemeName: ThemeName = 'venue';

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (themeNames as readonly string[]).includes(value);
