/**
 * The theme classes alone: the root route needs only these, and `themes/index.ts` also validates
 * every theme's settings with zod, which the browser should not load for a class name.
 */
import { athenaTheme } from './athena/athenaTheme.css';
import { brooklynTheme } from './brooklyn/brooklynTheme.css';
import type { ThemeName } from './names';
import { showtimeTheme } from './showtime/showtimeTheme.css';
import { venueTheme } from './venue/venueTheme.css';
import { vogueTheme } from './vogue/vogueTheme.css';

/** The class that applies each theme (put it on <html> so portalled dialogs are themed too). */
export const themeClasses: Record<ThemeName, string> = {
  venue: venueTheme,
  showtime: showtimeTheme,
  vogue: vogueTheme,
  athena: athenaTheme,
  brooklyn: brooklynTheme,
};
