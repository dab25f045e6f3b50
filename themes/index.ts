import type { Tokens } from '../tokens/tokenType';
import { athenaTheme } from './athena/athenaTheme.css';
import athenaSettings from './athena/settings.json';
import { athenaTokens } from './athena/tokens';
import { brooklynTheme } from './brooklyn/brooklynTheme.css';
import brooklynSettings from './brooklyn/settings.json';
import { brooklynTokens } from './brooklyn/tokens';
import type { ThemeName } from './names';
import { parseThemeSettings, type ThemeSettings } from './settings';
import showtimeSettings from './showtime/settings.json';
import { showtimeTheme } from './showtime/showtimeTheme.css';
import { showtimeTokens } from './showtime/tokens';
import venueSettings from './venue/settings.json';
import { venueTokens } from './venue/tokens';
import { venueTheme } from './venue/venueTheme.css';
import vogueSettings from './vogue/settings.json';
import { vogueTokens } from './vogue/tokens';
import { vogueTheme } from './vogue/vogueTheme.css';

export { defaultThemeName, isThemeName, type ThemeName, themeNames } from './names';
export type { ThemeSettings } from './settings';
export { parseThemeSettings, themeSettingsSchema } from './settings';

/** The class that applies each theme (put it on <html> so portalled dialogs are themed too). */
export const themeClasses: Record<ThemeName, string> = {
  venue: venueTheme,
  showtime: showtimeTheme,
  vogue: vogueTheme,
  athena: athenaTheme,
  brooklyn: brooklynTheme,
};

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
