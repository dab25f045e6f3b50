/**
 * What account mail takes from the active theme: its accent, text and background colours and body
 * font. The theme token files are imported one by one: themes/index.ts also pulls in
 * vanilla-extract styles, which the server bundle (esbuild, no vanilla-extract plugin) cannot load.
 */
import { athenaTokens } from '../../../themes/athena/tokens';
import { brooklynTokens } from '../../../themes/brooklyn/tokens';
import { defaultThemeName, isThemeName, type ThemeName } from '../../../themes/names';
import { showtimeTokens } from '../../../themes/showtime/tokens';
import { venueTokens } from '../../../themes/venue/tokens';
import { vogueTokens } from '../../../themes/vogue/tokens';
import type { Tokens } from '../../../tokens/tokenType';
import type { MailTheme } from './mail';

const tokensByTheme: Record<ThemeName, Tokens> = {
  venue: venueTokens,
  showtime: showtimeTokens,
  vogue: vogueTokens,
  athena: athenaTokens,
  brooklyn: brooklynTokens,
};

/** The mail look of a theme by name; an unknown name is the default theme. */
export function mailThemeOf(name: unknown): MailTheme {
  const tokens = tokensByTheme[isThemeName(name) ? name : defaultThemeName];
  return {
    accent: tokens.color.background.brandAccent,
    onAccent: tokens.color.foreground.onBrandAccent,
    text: tokens.color.foreground.neutral,
    muted: tokens.color.foreground.secondary,
    background: tokens.color.background.body,
    fontFamily: tokens.typography.fontFamily.body,
  };
}
