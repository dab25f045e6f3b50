/*
 * Self-hosted webfonts for all five themes (never fetched from a CDN). A body family the tokens
 * use in three or four weights comes as one variable file (Inter: one 48 KB file instead of four
 * of 24 KB — fewer bytes and requests ahead of first paint); a display family used in
 * one or two weights keeps its static latin files. A variable family declares every subset
 * behind its unicode-range, so the browser fetches only the latin file for an English page, and
 * a translated page gets its letters (Vietnamese, Cyrillic) in the same face. Every @fontsource
 * file declares font-display: swap, so text paints at once in the metric-matched fallback
 * (fontFallbacks.css.ts) and the swap moves nothing. Imported once by the app root and by
 * Storybook's preview.
 */

import './fontFallbacks.css';

// The webfonts themselves (one list): the storefront links them after first paint instead.
import './webfonts.css';
