#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12.8, mobile form factor with its default simulated
 * throttling (Moto G Power, slow 4G), in Debian's Chromium, against the PRODUCTION build: home, a
 * collection and a product page in every theme, the median of 3 runs each. It measures, it does
 * not gate: the table marks each figure against the targets and the exit code is
 * 0 unless something could not be measured. Results: bench/results/lighthouse.json (+ a
 * timestamped copy, not committed).
 *
 *   node scripts/lighthouse.mjs [--runs 3] [--themes venue,vogue] [--pages home,product]
 *                               [--port 5400] [--no-build] [--save-lhr DIR]
 *
 * The server runs on 127.0.0.1 with a fresh data folder. Themes are switched the way a merchant
 * does (the admin endpoint), so each page is measured at its public URL with its public
 * cache headers, and the answer is checked to really be in that theme before measuring.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, loadAverage, machine, median, root, startStoreServer } from './bench/server.mjs';

const allThemes = ['venue', 'showtime', 'vogue', 'athena', 'brooklyn'];
const allPages = {
  home: '/',
  collection: '/collections/shoes',
  product: '/products/everyday-organic-tee',
};
/** Performance targets; "max" figures must stay at or below, "min" at or above. */
const targets = {
  score: { min: 98 },
  lcp_ms: { max: 1500 },
  tbt_ms: { max: 50 },
  cls: { max: 0.01 },
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    themes: { type: 'string', default: allThemes.join(',') },
    pages: { type: 'string', default: Object.keys(allPages).join(',') },
    port: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    // Keep each run's full Lighthouse result (lhr JSON) here, to read its audits: render-blocking
    // resources, the critical request chain, the LCP breakdown.
    'save-lhr': { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs));
const themes = args.themes.split(',').filter((t) => allThemes.includes(t));
const pages = args.pages.split(',').filter((p) => p in allPages);
if (themes.length === 0 || pages.length === 0) {
  console.error(`pick themes from ${allThemes.join(',')} and pages from ${Object.keys(allPages).join(',')}`);
  process.exit(2);
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score:
      lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    fcp_ms: audit('first-contentful-paint'),
    lcp_ms: audit('largest-contentful-paint'),
    tbt_ms: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speed_index_ms: audit('speed-index'),
    js_transfer_bytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    js_requests: scripts.length,
    total_transfer_bytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcp_element:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    runtime_error: lhr.runtimeError?.message,
    warnings: lhr.runWarnings,
  };
}

const within = (key, value) => {
  const target = targets[key];
  if (!target || value === null) return true;
  return target.min !== undefined ? value >= target.min : value <= target.max;
};

/** Every /media URL the page's HTML names, so images are rendered before anything is timed. */
async function warm(url) {
  const html = await (await fetch(url)).text();
  const found = new Set();
  for (const match of html.matchAll(/(?:src|href|srcset|imagesrcset)="([^"]+)"/gi)) {
    for (const candidate of match[1].split(',')) {
      const ref = candidate.trim().split(/\s+/)[0].replaceAll('&amp;', '&');
      if (ref.startsWith('/media/') || ref.startsWith('/assets/')) found.add(ref);
    }
  }
  const origin = new URL(url).origin;
  await Promise.all([...found].map((ref) => fetch(origin + ref).then((r) => r.arrayBuffer())));
  return html;
}

const fmt = {
  score: (v) => (v === null ? '—' : String(v)),
  ms: (v) => (v === null ? '—' : `${(v / 1000).toFixed(2)} s`),
  tbt: (v) => (v === null ? '—' : `${Math.round(v)} ms`),
  cls: (v) => (v === null ? '—' : v.toFixed(3)),
  kb: (v) => (v === null ? '—' : `${(v / 1024).toFixed(1)} KB`),
};
const mark = (key, value) => (within(key, value) ? ' ' : '✗');

function printRow(row) {
  const m = row.median;
  console.log(
    `${row.theme.padEnd(9)} ${row.page.padEnd(11)} ` +
      `${fmt.score(m.score).padStart(4)}${mark('score', m.score)} ` +
      `${fmt.ms(m.lcp_ms).padStart(7)}${mark('lcp_ms', m.lcp_ms)} ` +
      `${fmt.tbt(m.tbt_ms).padStart(7)}${mark('tbt_ms', m.tbt_ms)} ` +
      `${fmt.cls(m.cls).padStart(6)}${mark('cls', m.cls)} ` +
      `${fmt.ms(m.speed_index_ms).padStart(7)}  ` +
      `${fmt.kb(m.js_transfer_bytes).padStart(9)}  ${loadAverage()}`,
  );
}

// ─── run ─────────────────────────────────────────────────────────────────────────────────────

if (!args['no-build']) ensureBuild();
const store = await startStoreServer('lighthouse', { port: args.port ? Number(args.port) : undefined });
let chrome;
const cleanup = async () => {
  await chrome?.kill();
  await store.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanup();
    process.exit(130);
  });
}

const rows = [];
let failed = false;
try {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
      `mobile, simulated throttling, median of ${runs}; ${store.base}; ${loadAverage()}`,
  );
  console.log('targets: score ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01 (✗ = missed)\n');
  console.log('theme     page        score   LCP       TBT      CLS     SI       JS (transfer)');
  for (const theme of themes) {
    await store.theme(theme);
    for (const page of pages) {
      const url = store.base + allPages[page];
      const html = await warm(url);
      // The page must really be in this theme: its root loader data names the theme.
      if (!html.includes(`\\"${theme}\\"`) && !html.includes(`"${theme}"`)) {
        throw new Error(`${url} does not render theme ${theme}`);
      }
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const f = figures(result.lhr);
        if (args['save-lhr']) {
          mkdirSync(args['save-lhr'], { recursive: true });
          writeFileSync(
            path.join(args['save-lhr'], `${theme}-${page}-${run + 1}.json`),
            JSON.stringify(result.lhr),
          );
        }
        if (f.runtime_error) console.warn(`  ${theme} ${page} run ${run + 1}: ${f.runtime_error}`);
        samples.push({ ...f, load: loadAverage() });
      }
      const numeric = Object.keys(samples[0]).filter((k) => typeof samples[0][k] === 'number');
      const row = {
        theme,
        page,
        url: allPages[page],
        median: Object.fromEntries(numeric.map((k) => [k, median(samples.map((s) => s[k]))])),
        lcp_element: samples.at(-1).lcp_element,
        runs: samples,
      };
      row.meets_targets = Object.keys(targets).every((k) => within(k, row.median[k]));
      rows.push(row);
      printRow(row);
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanup();
}

if (rows.length > 0) {
  const missed = rows.filter((r) => !r.meets_targets);
  console.log(
    `\n${rows.length - missed.length}/${rows.length} page × theme pairs meet every target.` +
      (missed.length ? ` Missed: ${missed.map((r) => `${r.theme}/${r.page}`).join(', ')}.` : ''),
  );
  const report = {
    when: new Date().toISOString(),
    tool: 'lighthouse',
    settings: { form_factor: 'mobile', throttling: 'simulated (default)', runs, chrome: chromePath },
    machine: machine(),
    load_at_end: loadAverage(),
    targets,
    results: rows,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const stamped = `bench/results/lighthouse-${report.when.replace(/[:.]/g, '-')}.json`;
  const text = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(path.join(root, stamped), text);
  // A subset run (--themes/--pages) keeps the full committed file untouched.
  if (themes.length === allThemes.length && pages.length === Object.keys(allPages).length) {
    writeFileSync(path.join(root, 'bench/results/lighthouse.json'), text);
    console.log('written bench/results/lighthouse.json');
  }
  console.log(`written ${stamped}`);
}
process.exit(failed ? 1 : 0);
