import type { Tokens } from '../tokens/tokenType';
import athenaSettings from './athena/settings.json';
import { athenaTokens } from './athena/tokens';
import brooklynSettings from './brooklyn/settings.json';
import { brooklynTokens } from './brooklyn/tokens';
import type { ThemeName } from './names';
import { parseThemeSettings, type ThemeSettings } from './settings';
import showtimeSettings from './showtime/settings.json';
import { showtimeTokens } from './showtime/tokens';
import venueSettings from './venue/settings.json';
import { venueTokens } from './venue/tokens';
import vogueSettings from './vogue/settings.json';
import { vogueTokens } from './vogue/tokens';

export { themeClasses } from './classes';
export { defaultThemeName, isThemeName, type ThemeName, themeNames } from './names';
export type { ThemeSettings } from './settings';
export { parseThemeSettings, themeSettingsSchema } from './settings';

/** Each theme's raw token values (for docs, contrast checks and merchant overrides). */
export const themeTokens: Record<ThemeName, Tokens> = {
  venue: venueTokens,
  showtime: showtimeTokens,
  vogue: vogueTokens,
  athena: athenaTokens,
  brooklyn: brooklynTokens,
};

/** Each theme's behaviour choices, validated at import: a bad settings.json throws naming the field. */
export const themeSettings: Record<ThemeName, ThemeSettings> = {
  venue: parseThemeSettings('venue', venueSettings),
  showtime: parseThemeSettings('showtime', showtimeSettings),
  vogue: parseThemeSettings('vogue', vogueSettings),
  athena: parseThemeSettings('athena', athenaSettings),
  brooklyn: parseThemeSettings('brooklyn', brooklynSettings),
};
