/**
 * What `npm run bench` prints of the Lighthouse matrix: the medians of the last full
 * `npm run lighthouse` (bench/results/lighthouse.json) per page, theme and language against the
 * targets, with Chromium's version, the benchmarkIndex range and the load. Reading, not
 * measuring: the matrix is about a hundred fresh-browser runs (25 minutes).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The summary's lines (one line per page type; a cell per theme × language). */
export function lighthouseSummaryLines(root) {
  const file = path.join(root, 'bench/results/lighthouse.json');
  if (!existsSync(file)) return ['Lighthouse: no bench/results/lighthouse.json yet (npm run lighthouse)'];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const rows = report.results ?? [];
  const columns = [...new Set(rows.map((row) => `${row.theme} ${row.lang ?? 'en-US'}`))];
  const pages = [...new Set(rows.map((row) => row.page))];
  const index = report.benchmark_index;
  const lines = [
    `Lighthouse (npm run lighthouse, ${report.when}, Chromium ${report.settings?.chromium_version ?? '?'}, ` +
      `${report.settings?.runs ?? '?'} runs, median score / TBT ms, targets ≥ 98 / ≤ 50` +
      `${index ? `; benchmarkIndex ${index.min}–${index.max}` : ''}; ${report.load_at_end})`,
    `${'page'.padEnd(11)} ${columns.map((c) => c.padStart(15)).join(' ')}`,
  ];
  for (const page of pages) {
    const cells = columns.map((column) => {
      const row = rows.find((r) => `${r.theme} ${r.lang ?? 'en-US'}` === column && r.page === page);
      if (!row) return '—'.padStart(15);
      const { score, tbt_ms: tbt } = row.median;
      const cell = `${score}${score >= 98 ? ' ' : '✗'}/${Math.round(tbt)}${tbt <= 50 ? ' ' : '✗'}`;
      return cell.padStart(15);
    });
    lines.push(`${page.padEnd(11)} ${cells.join(' ')}`);
  }
  const met = rows.filter((row) => row.meets_targets).length;
  const held = rows
    .flatMap((row) => row.runs ?? [])
    .filter(
      (run) =>
        run.observed_fcp_ms != null &&
        run.observed_load_ms != null &&
        run.observed_fcp_ms > run.observed_load_ms + 500,
    ).length;
  lines.push(
    `${met}/${rows.length} pages meet every target by their median` +
      (held
        ? `; ${held} run(s) had their first paint held past the load event (see docs/performance.md)`
        : ''),
  );
  return lines;
}
