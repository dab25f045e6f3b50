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
 *                               [--categories performance,accessibility,best-practices]
 *
 * Pages beyond the default three, asked for by name: `product-de` and `product-he` (the product
 * page in German and in Hebrew, right to left), `account` (My Account) and `account-order` (an
 * order's page) — the last two as a logged-in customer with one paid order, made through the
 * store API before measuring (its session cookie goes along with every Lighthouse request).
 * `--categories` adds the accessibility and best-practices scores to the table (and the JSON).
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
/** Measured only when named in --pages; `account*` need a logged-in customer (see customer()). */
const extraPages = {
  'product-de': '/de/products/everyday-organic-tee',
  'product-he': '/he/products/everyday-organic-tee',
  account: '/account',
  'account-order': '/account/orders/{order}',
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
    categories: { type: 'string', default: 'performance' },
  },
});
const categories = args.categories.split(',').filter(Boolean);
const runs = Math.max(1, Number(args.runs));
const themes = args.themes.split(',').filter((t) => allThemes.includes(t));
const pagePaths = { ...allPages, ...extraPages };
const pages = args.pages.split(',').filter((p) => p in pagePaths);
if (themes.length === 0 || pages.length === 0) {
  console.error(`pick themes from ${allThemes.join(',')} and pages from ${Object.keys(pagePaths).join(',')}`);
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

function printRow(row) {
  const m = row.median;
  console.log(
    `${row.theme.padEnd(9)} ${row.page.padEnd(11)} ` +
      `${fmt.score(m.score).padStart(4)}${mark('score', m.score)} ` +
      `${fmt.ms(m.lcp_ms).padStart(7)}${mark('lcp_ms', m.lcp_ms)} ` +
      `${fmt.tbt(m.tbt_ms).padStart(7)}${mark('tbt_ms', m.tbt_ms)} ` +
      `${fmt.cls(m.cls).padStart(6)}${mark('cls', m.cls)} ` +
      `${fmt.ms(m.speed_index_ms).padStart(7)}  ` +
      `${fmt.kb(m.js_transfer_bytes).padStart(9)}  ` +
      (categories.length > 1
        ? `a11y ${fmt.score(m.accessibility)} bp ${fmt.score(m.best_practices)}  `
        : '') +
      `${loadAverage()}`,
  );
  const spread = (key, format) => row.runs.map((run) => format(run[key])).join(' / ');
  console.log(
    `${''.padEnd(21)}runs: score ${spread('score', fmt.score)}; LCP ${spread('lcp_ms', fmt.ms)}; TBT ${spread('tbt_ms', fmt.tbt)}; CLS ${spread('cls', fmt.cls)}`,
  );
  const failedAudits = [...new Set(row.runs.flatMap((run) => run.failed_audits ?? []))];
  if (failedAudits.length) console.log(`${''.padEnd(21)}failed audits: ${failedAudits.join(', ')}`);
}

/**
 * A logged-in customer with one paid order, made through the store API as a shopper would:
 * register, a cart with one in-stock item, address, shipping, a test card. Its session cookie and
 * order number.
 */
async function customer(base) {
  const jar = new Map();
  let csrf = '';
  const call = async (method, url, body) => {
    const response = await fetch(base + url, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    const data = await response.json();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(data)}`);
    return data;
  };
  const email = `lighthouse+${Date.now()}@example.com`;
  const password = 'Correct-Horse-42';
  csrf = (
    await call('POST', '/api/store/account/register', { email, password, password_confirmation: password })
  ).data.csrf_token;
  const product = (await call('GET', '/api/store/products/everyday-organic-tee')).data;
  const variant = product.variants.find((each) => each.stock > 5);
  await call('POST', '/api/store/cart', { product_id: product.ID, variant_id: variant.ID, quantity: 1 });
  await call('POST', '/api/store/cart/set_customer_email', { email });
  const address = await call('POST', '/api/store/cart/address', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: '12 Analytical Row',
    city: 'Springfield',
    country: 'US',
    province: 'IL',
    postcode: '62701',
  });
  await call('POST', '/api/store/cart/shipping', { shipping_method_id: address.shipping[0].id });
  const order = await call('POST', '/api/store/cart/checkout', {
    payment: {
      method: 'card',
      card: { number: '4242 4242 4242 4242', name: 'Ada Lovelace', expiry: '12/39', security_code: '123' },
    },
  });
  return { cookie: `vitrine_session=${jar.get('vitrine_session')}`, order: order.number };
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
  const shopper = pages.some((page) => page.startsWith('account')) ? await customer(store.base) : null;
  for (const theme of themes) {
    await store.theme(theme);
    for (const page of pages) {
      const pagePath = pagePaths[page].replace('{order}', encodeURIComponent(shopper?.order ?? ''));
      const url = store.base + pagePath;
      const headers = page.startsWith('account') ? { cookie: shopper.cookie } : undefined;
      const html = await warm(url, headers);
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
          onlyCategories: categories,
          ...(headers ? { extraHeaders: headers } : {}),
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
        url: pagePath,
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
  if (
    themes.length === allThemes.length &&
    pages.length === Object.keys(allPages).length &&
    pages.every((page) => page in allPages) &&
    categories.join() === 'performance'
  ) {
    writeFileSync(path.join(root, 'bench/results/lighthouse.json'), text);
    console.log('written bench/results/lighthouse.json');
  }
  console.log(`written ${stamped}`);
}
process.exit(failed ? 1 : 0);
