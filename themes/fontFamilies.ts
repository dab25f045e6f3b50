/**
 * The installed font set (themes/webfonts.css self-hosts each theme's body and heading faces): one
 * entry per face, with the full stack the theme that ships it uses — the face, its metric-matched
 * fallback, system faces and the CJK fonts — so a merchant who picks another theme's face gets the
 * same careful stack.
 */
import { athenaTokens } from './athena/tokens';
import { brooklynTokens } from './brooklyn/tokens';
import { showtimeTokens } from './showtime/tokens';
import { venueTokens } from './venue/tokens';
import { vogueTokens } from './vogue/tokens';

export interface FontFamilyChoice {
  /** The face's name, e.g. `Playfair Display`. */
  name: string;
  /** The CSS font-family stack. */
  stack: string;
}

const stacks = [venueTokens, showtimeTokens, vogueTokens, athenaTokens, brooklynTokens].flatMap((tokens) => [
  tokens.typography.fontFamily.body,
  tokens.typography.fontFamily.heading,
]);

export const installedFontFamilies: readonly FontFamilyChoice[] = [...new Set(stacks)].map((stack) => ({
  name: /^'([^']+)'/.exec(stack)?.[1] ?? stack.split(',')[0]!.trim(),
  stack,
}));
