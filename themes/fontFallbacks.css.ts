/**
 * Metric-matched fallback faces for every theme's web fonts (issue 7: no layout shift when fonts
 * arrive). Every @fontsource face swaps in (`font-display: swap`), so text first paints in a
 * local font; unadjusted, that font is wider or taller, lines wrap differently, and the page
 * jumps when the web font lands (showtime's home moved 0.09 CLS when Oswald arrived: "View all"
 * wrapped under a wider heading). Each `'<Font> Fallback'` face is a local Arial or Times New
 * Roman (Liberation Sans/Serif on Linux, metric-compatible) scaled and re-spaced to the web
 * font's metrics with Capsize, at build time: no bytes reach the browser but these rules.
 * The theme tokens name the fallback right after the web font.
 */
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import { globalFontFace } from '@vanilla-extract/css';

const sansLocal = "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo')";
const serifLocal =
  "local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif'), local('Tinos')";

const fonts: [FontMetrics, 'sans' | 'serif'][] = [
  [metrics.inter, 'sans'],
  [metrics.workSans, 'sans'],
  [metrics.oswald, 'sans'],
  [metrics.jost, 'sans'],
  [metrics.playfairDisplay, 'serif'],
  [metrics.sourceSans3, 'sans'],
  [metrics.cormorantGaramond, 'serif'],
  [metrics.dMSans, 'sans'],
  [metrics.dMSerifDisplay, 'serif'],
];

for (const [font, kind] of fonts) {
  const local = kind === 'sans' ? metrics.arial : metrics.timesNewRoman;
  const { fontFaces } = createFontStack([font, local], { fontFaceFormat: 'styleObject' });
  for (const { '@font-face': face } of fontFaces) {
    const { fontFamily, src: _src, ...overrides } = face;
    globalFontFace(fontFamily.replaceAll('"', ''), {
      ...overrides,
      src: kind === 'sans' ? sansLocal : serifLocal,
    });
  }
}
