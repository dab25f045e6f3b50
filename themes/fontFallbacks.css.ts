/**
 * Metric-matched fallback faces for every theme's web fonts (no layout shift when fonts
 * arrive). A first visit's first page stays in these faces (pages/layout/webfonts.ts), and every
 * @fontsource face swaps in (`font-display: swap`), so text may first paint in a local font; unadjusted, that font is wider or taller, lines wrap differently, and the page
 * jumps when the web font lands (showtime's home moved 0.09 CLS when Oswald arrived: "View all"
 * wrapped under a wider heading). Each `'<Font> Fallback'` face is a local Arial or Times New
 * Roman (Liberation Sans/Serif on Linux, metric-compatible) scaled and re-spaced to the web
 * font's metrics with Capsize, at build time: no bytes reach the browser but these rules.
 * The theme tokens name the fallback right after the web font (`'Inter Fallback'`).
 */
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { entireMetricsCollection as metrics } from '@capsizecss/metrics/entireMetricsCollection';
import { globalFontFace } from '@vanilla-extract/css';

const sansLocal = "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo')";
const serifLocal =
  "local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif'), local('Tinos')";

/**
 * Capsize's metrics describe each family's regular static file. Measured in Chromium against the
 * files we ship — a 48-character English line at 40 px, `line-height: normal`, each face at the
 * weight the themes set it in — some fallbacks still ran wide or narrow (Oswald 600 is 9 % wider
 * than its regular metrics say, Playfair 4 % narrower); line boxes matched. `width` (web font ÷
 * fallback) closes the gap. Re-measure when a font, a theme's weight or its text-transform changes.
 */
const fonts: { metrics: FontMetrics; kind: 'sans' | 'serif'; width?: number }[] = [
  { metrics: metrics.inter, kind: 'sans', width: 952 / 955 },
  // Showtime sets Oswald in capitals and Work Sans in both cases (body copy, capitalised labels and
  // announcement): their capitals run 8–9 % narrower than Arial's relative to their lower case,
  // so Oswald is matched on capitals and Work Sans halfway.
  { metrics: metrics.workSans, kind: 'sans', width: (978 / 998) * 0.96 },
  { metrics: metrics.oswald, kind: 'sans', width: (790 / 726) * 0.908 },
  { metrics: metrics.jost, kind: 'sans' },
  { metrics: metrics.playfairDisplay, kind: 'serif', width: 879 / 913 },
  { metrics: metrics.sourceSans3, kind: 'sans', width: 827 / 836 },
  { metrics: metrics.cormorantGaramond, kind: 'serif', width: 776 / 796 },
  { metrics: metrics.dMSans, kind: 'sans', width: 916 / 932 },
  { metrics: metrics.dMSerifDisplay, kind: 'serif', width: 881 / 901 },
];

const percent = (value: string) => Number.parseFloat(value);
const toPercent = (value: number) => `${value.toFixed(4)}%`;

for (const { metrics: font, kind, width = 1 } of fonts) {
  const local = kind === 'sans' ? metrics.arial : metrics.timesNewRoman;
  const { fontFaces } = createFontStack([font, local], { fontFaceFormat: 'styleObject' });
  for (const { '@font-face': face } of fontFaces) {
    const { fontFamily, sizeAdjust = '100%', ascentOverride, descentOverride, lineGapOverride } = face;
    // The overrides are scaled by size-adjust, so a wider glyph scale needs them smaller to keep
    // the line box.
    const vertical = (value: string | undefined) =>
      value === undefined ? undefined : toPercent(percent(value) / width);
    // "Source Sans 3 Fallback" unquoted (as the CSS minifier writes family names) is invalid — a
    // word may not start with a digit — and the whole face was dropped: "Source Sans3 Fallback".
    globalFontFace(fontFamily.replaceAll('"', '').replace(/ (\d)/g, '$1'), {
      src: kind === 'sans' ? sansLocal : serifLocal,
      sizeAdjust: toPercent(percent(sizeAdjust) * width),
      ascentOverride: vertical(ascentOverride),
      descentOverride: vertical(descentOverride),
      lineGapOverride,
    });
  }
}
