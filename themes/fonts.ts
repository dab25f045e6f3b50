/*
 * Self-hosted webfonts for all five themes (never fetched from a CDN). Only the
 * latin subset and the weights the tokens use; every @fontsource file declares
 * font-display: swap, so text paints at once in the fallback face.
 * Imported once by the app root and by Storybook's preview. Until a face arrives, text is set in
 * its metric-matched fallback (fontFallbacks.css.ts), so the swap moves nothing.
 */

import './fontFallbacks.css';

// venue: Inter
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
// showtime: Oswald headings, Work Sans body
import '@fontsource/oswald/latin-500.css';
import '@fontsource/oswald/latin-600.css';
import '@fontsource/work-sans/latin-400.css';
import '@fontsource/work-sans/latin-500.css';
import '@fontsource/work-sans/latin-600.css';
// vogue: Playfair Display headings, Jost body
import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/jost/latin-400.css';
import '@fontsource/jost/latin-500.css';
// athena: Cormorant Garamond headings, Source Sans 3 body
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-500.css';
import '@fontsource/source-sans-3/latin-600.css';
// brooklyn: DM Serif Display headings, DM Sans body
import '@fontsource/dm-serif-display/latin-400.css';
import '@fontsource/dm-sans/latin-400.css';
import '@fontsource/dm-sans/latin-500.css';
import '@fontsource/dm-sans/latin-700.css';
