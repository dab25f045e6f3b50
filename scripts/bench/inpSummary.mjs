/**
 * What `npm run bench` prints of the interaction latencies: the medians from the last
 * `npm run inp` (bench/results/inp-latest.json), per theme and interaction, against 100 ms, with
 * when and at what load they were measured. Reading, not measuring: a full INP run takes about
 * ten minutes in a browser at 4× CPU.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ms = (v) => (v === null || v === undefined ? '—' : `${Math.round(v)}`);

/** The summary's lines (none without a result file). */
export function inpSummaryLines(root) {
  const file = path.join(root, 'bench/results/inp-latest.json');
  if (!existsSync(file)) return ['INP: no bench/results/inp-latest.json yet (npm run inp)'];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const target = report.target_ms ?? 100;
  const mark = (v) => (v === null || v === undefined || v <= target ? ' ' : '✗');
  const interactions = [...new Set(report.results.map((row) => row.interaction))];
  const themes = [...new Set(report.results.map((row) => row.theme))];
  const lines = [
    `INP (npm run inp, ${report.when}, Chromium ${report.settings.chromium}, ${report.settings.cpu_throttling}× CPU, ` +
      `${report.settings.runs} runs, median INP / until visible in ms, target ≤ ${target}; ${report.load_at_end})`,
    `${'theme'.padEnd(9)} ${interactions.map((name) => name.padStart(13)).join(' ')}`,
  ];
  for (const theme of themes) {
    const cells = interactions.map((name) => {
      const row = report.results.find((r) => r.theme === theme && r.interaction === name);
      if (!row) return '—'.padStart(13);
      return `${ms(row.inp_median_ms)}${mark(row.inp_median_ms)}/${ms(row.visible_median_ms)}${mark(row.visible_median_ms)}`.padStart(
        13,
      );
    });
    lines.push(`${theme.padEnd(9)} ${cells.join(' ')}`);
  }
  const met = report.results.filter((row) => row.meets_target).length;
  lines.push(`${met}/${report.results.length} within ${target} ms`);
  return lines;
}
