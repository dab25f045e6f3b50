#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12.8, mobile form factor with its default simulated
 * throttling (Moto G Power, slow 4G), in Debian's Chromium, against the PRODUCTION build. It
 * measures, it does not gate: the table marks each figure against the targets and the exit code
 * is 0 unless something could not be measured. Results: bench/results/lighthouse.json (+ a
 * timestamped copy, not committed), with every run, not only the medians.
 *
 *   node scripts/lighthouse.mjs [--pages home,product] [--themes venue,vogue] [--langs en-US,de-DE]
 *                               [--runs 3] [--port 5400] [--no-build] [--save-lhr DIR]
 *                               [--categories performance,accessibility,best-practices]
 *
 * Pages (all by default): home, collection, product, search, cart (a guest's cart with one line),
 * account (My Account), order (an order's page), wishlist (a saved product) and blog-post; themes
 * venue and vogue, languages en-US and de-DE by default (he-IL, right to left, when asked for).
 * `--pages home --themes venue --langs en-US --runs 1` is a quick check.
 *
 * Every run is a fresh Chromium with a fresh profile (chrome-launcher's temporary user data
 * folder), so no run inherits another's HTTP cache, webfonts or storage. The pages that need a
 * shopper get one made through the store API before measuring, as a shopper would: a customer
 * with one paid order and one saved product (account, order, wishlist) and a guest with a cart
 * line (cart). Their cookies are set into the fresh profile before Lighthouse loads the page, so
 * the page's scripts see them as a shopper's browser would; a run that did not end on the page
 * asked for (a log-in redirect) is an error.
 *
 * Each run records Chromium's version, Lighthouse's `benchmarkIndex` (how fast this machine ran
 * its CPU benchmark: the simulation's figures depend on it) and the load average; the printed
 * table shows them with every run. The server runs on 127.0.0.1 with a fresh data folder. Themes
 * are switched the way a merchant does (the admin endpoint), so each page is measured at its
 * public URL with its public cache headers, and the answer is checked to really be in that theme
 * before measuring.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureBuild, loadAverage, machine, median, root, startStoreServer } from './bench/server.mjs';
import { shoppers } from './bench/shoppers.mjs';

const allThemes = ['venue', 'showtime', 'vogue', 'athena', 'brooklyn'];
/** Each page: its path (before the language prefix) and the shopper it needs, if any. */
const allPages = {
  home: { path: '/' },
  collection: { path: '/collections/shoes' },
  product: { path: '/products/everyday-organic-tee' },
  search: { path: '/search?q=tee' },
  cart: { path: '/cart', shopper: 'guest' },
  account: { path: '/account', shopper: 'customer' },
  order: { path: '/account/orders/{order}', shopper: 'customer' },
  wishlist: { path: '/account/wishlist', shopper: 'customer' },
  // The post's path under its first collection (the short /blogs/{slug} redirects there).
  'blog-post': { path: '{post}' },
};
/** Language → its path prefix (lib/i18n/localeUrl.ts). */
const allLangs = { 'en-US': '', 'de-DE': '/de', 'he-IL': '/he' };
const defaults = { themes: 'venue,vogue', langs: 'en-US,de-DE', pages: Object.keys(allPages).join(',') };
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
    themes: { type: 'string', default: defaults.themes },
    langs: { type: 'string', default: defaults.langs },
    pages: { type: 'string', default: defaults.pages },
    port: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    // Keep each run's full Lighthouse result (lhr JSON) here, to read its audits: render-blocking
    // resources, the critical request chain, the LCP breakdown.
    'save-lhr': { type: 'string' },
    categories: { type: 'string', default: 'performance' },
  },
});
const categories = args.categories.split(',').filter(Boolean);
const runs = Math.max(1, Number(args.runs));
const themes = args.themes.split(',').filter((t) => allThemes.includes(t));
const langs = args.langs.split(',').filter((l) => l in allLangs);
const pages = args.pages.split(',').filter((p) => p in allPages);
if (themes.length === 0 || pages.length === 0 || langs.length === 0) {
  console.error(
    `pick themes from ${allThemes.join(',')}, pages from ${Object.keys(allPages).join(',')} and langs from ${Object.keys(allLangs).join(',')}`,
  );
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
  const observed = lhr.audits.metrics?.details?.items?.[0];
  const categoryScore = (id) =>
    lhr.categories[id] && lhr.categories[id].score !== null
      ? Math.round(lhr.categories[id].score * 100)
      : null;
  return {
    score:
      lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    accessibility: categoryScore('accessibility'),
    best_practices: categoryScore('best-practices'),
    // What cost points outside performance, to fix the real ones.
    failed_audits: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => audit.id),
    fcp_ms: audit('first-contentful-paint'),
    lcp_ms: audit('largest-contentful-paint'),
    tbt_ms: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speed_index_ms: audit('speed-index'),
    // What the unthrottled load really did; the simulation starts from it. A first paint after
    // the load event means Chromium held the first frame back (see printRow).
    observed_fcp_ms: observed?.observedFirstContentfulPaint ?? null,
    observed_load_ms: observed?.observedLoad ?? null,
    js_transfer_bytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    js_requests: scripts.length,
    total_transfer_bytes: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcp_element:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    runtime_error: lhr.runtimeError?.message,
    warnings: lhr.runWarnings,
    // How fast this machine ran Lighthouse's CPU benchmark (the simulation scales with it).
    benchmark_index: lhr.environment?.benchmarkIndex ?? null,
    final_url: lhr.finalDisplayedUrl,
  };
}

const within = (key, value) => {
  const target = targets[key];
  if (!target || value === null) return true;
  return target.min !== undefined ? value >= target.min : value <= target.max;
};

/** Every /media URL the page's HTML names, so images are rendered before anything is timed. */
async function warm(url, headers) {
  const html = await (await fetch(url, { headers })).text();
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

/**
 * In some fresh-profile runs (about one in four here, any page, any theme) Chromium's compositor
 * asks for no frame for a second or more after the load event while the page's main thread is
 * idle, and the first paint lands at 1.3–2.4 s. The simulation then takes every script as needed
 * for the first paint (LCP 2.5–4 s). Such runs are marked so a reader can tell them from a slow
 * page; a plain static page did not show it in 8 runs, so it is not discounted either.
 */
const heldFirstFrame = (run) =>
  run.observed_fcp_ms !== null &&
  run.observed_load_ms !== null &&
  run.observed_fcp_ms > run.observed_load_ms + 500;

function printRow(row) {
  const m = row.median;
  console.log(
    `${row.theme.padEnd(6)} ${row.lang.padEnd(6)} ${row.page.padEnd(10)} median ` +
      `${fmt.score(m.score).padStart(4)}${mark('score', m.score)} ` +
      `${fmt.ms(m.lcp_ms).padStart(7)}${mark('lcp_ms', m.lcp_ms)} ` +
      `${fmt.tbt(m.tbt_ms).padStart(7)}${mark('tbt_ms', m.tbt_ms)} ` +
      `${fmt.cls(m.cls).padStart(6)}${mark('cls', m.cls)} ` +
      `${fmt.ms(m.speed_index_ms).padStart(7)}  ` +
      `${fmt.kb(m.js_transfer_bytes).padStart(9)}` +
      (categories.length > 1 ? `  a11y ${fmt.score(m.accessibility)} bp ${fmt.score(m.best_practices)}` : ''),
  );
  row.runs.forEach((run, i) => {
    console.log(
      `${''.padEnd(25)}run ${i + 1} ` +
        `${fmt.score(run.score).padStart(4)}${mark('score', run.score)} ` +
        `${fmt.ms(run.lcp_ms).padStart(7)}${mark('lcp_ms', run.lcp_ms)} ` +
        `${fmt.tbt(run.tbt_ms).padStart(7)}${mark('tbt_ms', run.tbt_ms)} ` +
        `${fmt.cls(run.cls).padStart(6)}${mark('cls', run.cls)} ` +
        `${fmt.ms(run.speed_index_ms).padStart(7)}  ` +
        `${fmt.kb(run.js_transfer_bytes).padStart(9)}  ` +
        `bi ${run.benchmark_index ?? '—'}  ${run.load}` +
        (heldFirstFrame(run)
          ? `  first paint held to ${fmt.ms(run.observed_fcp_ms)} (load ${fmt.ms(run.observed_load_ms)})`
          : ''),
    );
  });
  const failedAudits = [...new Set(row.runs.flatMap((run) => run.failed_audits ?? []))];
  if (failedAudits.length) console.log(`${''.padEnd(25)}failed audits: ${failedAudits.join(', ')}`);
}

/** The seeded post's path under its collection (`/blogs/{slug}` answers with a redirect there). */
async function blogPostPath(base) {
  const answer = await fetch(`${base}/blogs/how-to-wash-merino`, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (!location) throw new Error(`/blogs/how-to-wash-merino answered ${answer.status}, not a redirect`);
  return new URL(location, base).pathname;
}

const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** A fresh Chromium (fresh profile) holding `jar`'s cookies for `base`; its version. */
async function freshChrome(base, jar) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  // Playwright only to set the cookies; closing it disconnects and leaves this Chromium running.
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const version = cdp.version();
  if (jar?.size) {
    await cdp.contexts()[0].addCookies([...jar].map(([name, value]) => ({ name, value, url: `${base}/` })));
  }
  await cdp.close();
  return { chrome, version };
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

/** One Lighthouse run of `url` in a fresh Chromium with `jar`'s cookies. */
async function lighthouseRun(url, jar) {
  const fresh = await freshChrome(store.base, jar);
  chrome = fresh.chrome;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    return { result, version: fresh.version };
  } finally {
    await chrome.kill();
    chrome = undefined;
  }
}

const rows = [];
let failed = false;
let warmedUp = false;
let chromium_version = null;
const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default
  .version;
try {
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile, simulated throttling, ${runs} run(s) each, a fresh Chromium profile per run; ` +
      `${store.base}; ${loadAverage()}`,
  );
  console.log(
    'targets: score ≥ 98, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01 (✗ = missed); bi = benchmarkIndex\n',
  );
  console.log('theme  lang   page              score   LCP       TBT      CLS     SI       JS (transfer)');
  const people = pages.some((page) => allPages[page].shopper) ? await shoppers(store.base) : null;
  const post = pages.includes('blog-post') ? await blogPostPath(store.base) : '';
  for (const theme of themes) {
    await store.theme(theme);
    for (const lang of langs) {
      for (const page of pages) {
        const { shopper } = allPages[page];
        const pagePath =
          allLangs[lang] +
          allPages[page].path
            .replace('{order}', encodeURIComponent(people?.order ?? ''))
            .replace('{post}', post)
            .replace(/^\/(?=\?|$)/, allLangs[lang] ? '' : '/');
        const url = store.base + pagePath;
        const jar = shopper ? people[shopper] : undefined;
        const html = await warm(url, jar ? { cookie: cookieHeader(jar) } : undefined);
        // The page must really be in this theme: its root loader data names the theme.
        if (!html.includes(`\\"${theme}\\"`) && !html.includes(`"${theme}"`)) {
          throw new Error(`${url} does not render theme ${theme}`);
        }
        if (!warmedUp) {
          // One discarded run first: the first Lighthouse run of a process measured 1–2 s later
          // first paints (LCP 2.5 s, SI 4.5 s where later runs of the same page give 1.3 s) —
          // Lighthouse's own code being compiled and the system's caches filling beside the page.
          await lighthouseRun(url, jar);
          warmedUp = true;
        }
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          const { result, version } = await lighthouseRun(url, jar);
          chromium_version = version;
          const f = figures(result.lhr);
          if (args['save-lhr']) {
            mkdirSync(args['save-lhr'], { recursive: true });
            writeFileSync(
              path.join(args['save-lhr'], `${theme}-${lang}-${page}-${run + 1}.json`),
              JSON.stringify(result.lhr),
            );
          }
          if (f.runtime_error) console.warn(`  ${theme} ${lang} ${page} run ${run + 1}: ${f.runtime_error}`);
          if (new URL(f.final_url).pathname !== new URL(url).pathname) {
            throw new Error(`${url} ended on ${f.final_url} (a shopper's cookies missing?)`);
          }
          samples.push({ ...f, chromium: version, load: loadAverage() });
        }
        const numeric = Object.keys(samples[0]).filter((k) => typeof samples[0][k] === 'number');
        const row = {
          theme,
          lang,
          page,
          url: pagePath,
          median: Object.fromEntries(numeric.map((k) => [k, median(samples.map((s) => s[k]))])),
          lcp_element: samples.at(-1).lcp_element,
          runs: samples,
        };
        row.meets_targets = Object.keys(targets).every((k) => within(k, row.median[k]));
        row.every_run_meets_targets = samples.every((run) =>
          Object.keys(targets).every((k) => within(k, run[k])),
        );
        rows.push(row);
        printRow(row);
      }
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
  const allRuns = rows.flatMap((r) => r.runs);
  const runsMissed = allRuns.filter((run) => !Object.keys(targets).every((k) => within(k, run[k])));
  const indexes = allRuns.map((run) => run.benchmark_index).filter((v) => typeof v === 'number');
  console.log(
    `\n${rows.length - missed.length}/${rows.length} pages meet every target by their median; ` +
      `${allRuns.length - runsMissed.length}/${allRuns.length} single runs do.` +
      (missed.length ? ` Missed: ${missed.map((r) => `${r.theme}/${r.lang}/${r.page}`).join(', ')}.` : ''),
  );
  console.log(
    `Chromium ${chromium_version}; benchmarkIndex ${Math.min(...indexes)}–${Math.max(...indexes)}; ${loadAverage()}`,
  );
  const report = {
    when: new Date().toISOString(),
    tool: 'lighthouse',
    settings: {
      form_factor: 'mobile',
      throttling: 'simulated (default)',
      runs,
      fresh_profile_per_run: true,
      chrome: chromePath,
      chromium_version,
      lighthouse_version: lighthouseVersion,
      themes,
      langs,
      pages,
    },
    machine: machine(),
    benchmark_index: { min: Math.min(...indexes), max: Math.max(...indexes), median: median(indexes) },
    load_at_end: loadAverage(),
    targets,
    results: rows,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const stamped = `bench/results/lighthouse-${report.when.replace(/[:.]/g, '-')}.json`;
  const text = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(path.join(root, stamped), text);
  // A subset run (--themes/--langs/--pages) keeps the full committed file untouched.
  if (
    args.themes === defaults.themes &&
    args.langs === defaults.langs &&
    args.pages === defaults.pages &&
    categories.join() === 'performance'
  ) {
    writeFileSync(path.join(root, 'bench/results/lighthouse.json'), text);
    console.log('written bench/results/lighthouse.json');
  }
  console.log(`written ${stamped}`);
}
process.exit(failed ? 1 : 0);
