/**
 * The font files each theme's first view sets text in (measured with Lighthouse on home,
 * collection and product: every page of a theme asks for the same ones). pages/layout/webfonts.ts
 * fetches them for the next view on a first visit, and preloads them from the cache before the
 * first layout after that. Other weights still load on use. The URLs are the same
 * hashed files the @fontsource stylesheets point at.
 */
import cormorant600 from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url';
import dmSerif400 from '@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2?url';
import jost400 from '@fontsource/jost/files/jost-latin-400-normal.woff2?url';
import jost500 from '@fontsource/jost/files/jost-latin-500-normal.woff2?url';
import oswald600 from '@fontsource/oswald/files/oswald-latin-600-normal.woff2?url';
import playfair400 from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import sourceSans3 from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import workSans from '@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2?url';
import type { ThemeName } from './names';

export const themeFontPreloads: Readonly<Record<ThemeName, readonly string[]>> = {
  venue: [inter],
  showtime: [workSans, oswald600],
  vogue: [jost400, jost500, playfair400],
  athena: [sourceSans3, cormorant600],
  brooklyn: [dmSans, dmSerif400],
};
