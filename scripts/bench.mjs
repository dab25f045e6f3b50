#!/usr/bin/env node
/**
 * `npm run bench`: how fast the production build answers, measured with autocannon on
 * loopback. It measures, it does not gate: each figure is printed against its
 * target with the machine's load average, and written to bench/results/*-latest.json (+ a
 * timestamped copy, not committed).
 *
 * Groups (all by default; `--only ssr,api` picks some, `--only postgres` one database):
 *   ssr        server-rendered product and collection pages
 *   api        product list, product detail, search
 *   cart       cart add, cart update, and re-reading a cart of 500 lines over HTTP
 *   catalogue  listing and search p99 with a generated 100 000-product catalogue vs the demo
 *              catalogue (PostgreSQL only: a throwaway database)
 *   pricing    the discount engine recomputing a 500-line cart (no server)
 *   start      spawn → first API answer of `node scripts/start.mjs`, on an empty data folder and
 *              again on the folder it left (PGlite; scripts/bench/start.mjs)
 *   render     an uncached product and collection render on PostgreSQL: SQL statements and CPU ms
 *              per page, req/s at 10 connections (scripts/bench/render.mjs)
 *
 * Every HTTP figure is taken with the server pinned to core 0 (`taskset -c 0`) and this process,
 * which drives autocannon, pinned to the last core: "on one core" means one core. PostgreSQL
 * itself is not pinned. Requests ask for gzip like a browser does. Plain rows are what a shopper
 * gets (anonymous catalogue pages and public API answers come from the server's 1-second shared
 * cache, server/render/sharedCache.ts); "(render)" and "(db)" rows send `Cache-Control: no-cache`
 * so every request is rendered or queried afresh. Listing and search at 100 000 products are
 * always measured afresh.
 *
 *   --duration 5            seconds per measurement (env BENCH_DURATION)
 *   --connections 10,50     autocannon connections (env BENCH_CONNECTIONS)
 *   --pg-url URL | skip     PostgreSQL admin URL; a `vitrine_bench_<pid>` database is created on it
 *                           and dropped afterwards (env BENCH_PG_URL;
 *                           default postgres://postgres@127.0.0.1:5432/postgres)
 *   --products 100000       size of the generated catalogue
 *   --start-runs 5          starts of each kind in the `start` group
 *   --no-pin, --no-build
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateCatalogue, SEARCH_WORD } from './bench/catalogue.mjs';
import { inpSummaryLines } from './bench/inpSummary.mjs';
import { lighthouseSummaryLines } from './bench/lighthouseSummary.mjs';
import { renderRows } from './bench/render.mjs';
import {
  ensureBuild,
  freePort,
  loadAverage,
  machine,
  root,
  startServer,
  waitReady,
} from './bench/server.mjs';
import { startRows } from './bench/start.mjs';

const groups = ['ssr', 'api', 'cart', 'catalogue', 'pricing', 'start', 'render'];
const databases = ['pglite', 'postgres'];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '5' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '10,50' },
    'pg-url': {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    products: { type: 'string', default: '100000' },
    'start-runs': { type: 'string', default: '5' },
    'no-pin': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const only = new Set((args.only ?? '').split(',').filter(Boolean));
for (const name of only) {
  if (!groups.includes(name) && !databases.includes(name)) {
    console.error(`--only takes ${[...groups, ...databases].join(', ')}; got ${name}`);
    process.exit(2);
  }
}
const wantGroup = (g) => ![...only].some((o) => groups.includes(o)) || only.has(g);
const wantDb = (d) =>
  (![...only].some((o) => databases.includes(o)) || only.has(d)) &&
  (d !== 'postgres' || args['pg-url'] !== 'skip');
const duration = Number(args.duration);
const connectionCounts = args.connections.split(',').map(Number);
const generatedCount = Number(args.products);

/** Performance targets, judged on PostgreSQL with the server on one core. */
const targets = {
  'ssr product': { min_rps: 500 },
  'product list': { min_rps: 2000 },
};
const gzip = { 'accept-encoding': 'gzip' };
const json = { 'content-type': 'application/json', ...gzip };
// `Cache-Control: no-cache` makes the server's shared cache (server/render/sharedCache.ts) render
// or query afresh: the "(render)" and "(db)" rows measure the work behind the cache.
const fresh = { ...gzip, 'cache-control': 'no-cache' };

// ─── pinning ────────────────────────────────────────────────────────────────────────────────
const canPin =
  !args['no-pin'] && cpus().length >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
const serverCore = canPin ? 0 : undefined;
if (canPin)
  spawnSync('taskset', ['-pc', String(cpus().length - 1), String(process.pid)], { stdio: 'ignore' });

// ─── helpers ────────────────────────────────────────────────────────────────────────────────
function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** autocannon's request options (an explicit `body: undefined` makes it fail every request). */
function request(scenario, base) {
  const options = {
    url: base + scenario.path,
    method: scenario.method ?? 'GET',
    headers: scenario.headers ?? gzip,
  };
  if (scenario.body !== undefined) options.body = scenario.body;
  return options;
}

/** requests/s by database|scenario|connections, for rows judged against another. */
const measured = new Map();

/** One autocannon measurement, as a row (and a printed line). */
async function measure(database, scenario, base, connections, seconds = duration) {
  const r = await run({ ...request(scenario, base), connections, duration: seconds });
  const row = {
    database,
    scenario: scenario.name,
    connections,
    requests_per_sec: Math.round(r.requests.average),
    latency_p50_ms: r.latency.p50,
    latency_p99_ms: r.latency.p99,
    non_2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total_requests: r.requests.total,
    server_cores: serverCore === undefined ? 'unpinned' : 1,
    load: loadAverage(),
    when: new Date().toISOString(),
  };
  const target = targets[scenario.name];
  measured.set(`${database}|${scenario.name}|${connections}`, row.requests_per_sec);
  // A row measured against another (`halfOf`): at least half its figure, on either database.
  const half = scenario.halfOf && measured.get(`${database}|${scenario.halfOf}|${connections}`) / 2;
  const verdict = half
    ? row.requests_per_sec >= half
      ? `  ✓ ≥ ½ ${scenario.halfOf}`
      : `  ✗ target ≥ ½ ${scenario.halfOf} (${Math.round(half)})`
    : target && database === 'postgres'
      ? row.requests_per_sec >= target.min_rps
        ? `  ✓ ≥ ${target.min_rps}`
        : `  ✗ target ≥ ${target.min_rps}`
      : '';
  console.log(
    `${database.padEnd(9)} ${scenario.name.padEnd(23)} c=${String(connections).padEnd(3)} ` +
      `${String(row.requests_per_sec).padStart(6)} req/s  p50 ${String(row.latency_p50_ms).padStart(5)} ms  ` +
      `p99 ${String(row.latency_p99_ms).padStart(5)} ms${row.non_2xx || row.errors ? `  (${row.non_2xx} non-2xx, ${row.errors} errors)` : ''}` +
      `${verdict}  [${row.load}]`,
  );
  return row;
}

/** A short untimed run so JIT, connection pools and caches settle. */
const warmUp = (scenario, base) => run({ ...request(scenario, base), connections: 4, duration: 2 });

async function getJson(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** An item whose stock is unmanaged or backordered: thousands of adds never hit a limit. */
async function unlimitedVariants(base) {
  const listing = await getJson(`${base}/api/store/products?page_size=100&with=variants`);
  return listing.data
    .flatMap((product) => product.variants ?? [])
    .filter((v) => v.manage_stock === 'no' || v.backorders !== 'no');
}

async function scenarios(base) {
  const list = [];
  if (wantGroup('ssr')) {
    // A shopper with a cart and a session: catalogue pages still come from the shared cache
    // (server/render/sharedCache.ts); the target is half the anonymous figure or better.
    const [variant] = await unlimitedVariants(base);
    const cart = await getJson(`${base}/api/store/cart`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ product_id: variant.product_id, variant_id: variant.ID, quantity: 1 }),
    });
    const shopper = { ...gzip, cookie: `cart_hash=${cart.hash}; vitrine_session=bench-session` };
    list.push(
      { name: 'ssr product', path: '/products/everyday-organic-tee' },
      {
        name: 'ssr product (cart)',
        path: '/products/everyday-organic-tee',
        headers: shopper,
        halfOf: 'ssr product',
      },
      { name: 'ssr product (render)', path: '/products/everyday-organic-tee', headers: fresh },
      { name: 'ssr collection', path: '/collections/shoes' },
      { name: 'ssr collection (render)', path: '/collections/shoes', headers: fresh },
    );
  }
  if (wantGroup('api')) {
    list.push(
      { name: 'product list', path: '/api/store/products?page_size=20' },
      { name: 'product list (db)', path: '/api/store/products?page_size=20', headers: fresh },
      { name: 'product detail (db)', path: '/api/store/products/everyday-organic-tee', headers: fresh },
      {
        name: 'search',
        path: '/api/store/products/search',
        method: 'POST',
        headers: json,
        body: JSON.stringify({ q: SEARCH_WORD, page_size: 20 }),
      },
    );
  }
  if (wantGroup('cart')) {
    const [variant] = await unlimitedVariants(base);
    if (!variant) throw new Error('bench: no unmanaged or backordered variant in the catalogue');
    const item = { product_id: variant.product_id, variant_id: variant.ID, quantity: 1 };
    const cart = await getJson(`${base}/api/store/cart`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(item),
    });
    list.push(
      {
        name: 'cart add',
        path: '/api/store/cart',
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...item, cart_hash: cart.hash }),
      },
      {
        name: 'cart update',
        path: `/api/store/cart/${cart.line_items[0].key}`,
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ quantity: 3, cart_hash: cart.hash }),
      },
    );
  }
  return list;
}

/** A cart of 500 lines (distinct properties make distinct lines), read back: priced each time. */
async function bigCartRow(database, base) {
  const variants = await unlimitedVariants(base);
  let hash;
  for (let start = 0; start < 500; start += 50) {
    const items = Array.from({ length: 50 }, (_, i) => {
      const v = variants[(start + i) % variants.length];
      return {
        product_id: v.product_id,
        variant_id: v.ID,
        quantity: 1 + ((start + i) % 3),
        properties: [{ name: 'bench', value: String(start + i) }],
      };
    });
    const cart = await getJson(`${base}/api/store/cart/batch_cart`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ items, ...(hash ? { cart_hash: hash } : {}) }),
    });
    hash = cart.hash;
  }
  const scenario = { name: 'cart of 500 lines', path: `/api/store/cart?cart_hash=${hash}` };
  const check = await getJson(base + scenario.path);
  if (check.line_items.length !== 500)
    throw new Error(`bench: the big cart has ${check.line_items.length} lines`);
  await warmUp(scenario, base);
  return measure(database, scenario, base, 1);
}

// ─── databases ──────────────────────────────────────────────────────────────────────────────
async function withPostgres(fn) {
  const name = `vitrine_bench_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: args['pg-url'] });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(args['pg-url']);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function withServer(label, env, fn) {
  const server = startServer({ label, port: await freePort(), env, cpu: serverCore });
  const stop = async () => {
    await server.stop();
  };
  const onSignal = async () => {
    await stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  try {
    await waitReady(server);
    return await fn(server.base);
  } finally {
    process.off('SIGINT', onSignal);
    await stop();
  }
}

async function httpRows(database, base) {
  const rows = [];
  for (const scenario of await scenarios(base)) {
    await warmUp(scenario, base);
    for (const connections of connectionCounts)
      rows.push(await measure(database, scenario, base, connections));
  }
  if (wantGroup('cart')) rows.push(await bigCartRow(database, base));
  return rows;
}

/** Listing and search p99, demo catalogue then + N generated products (PostgreSQL). */
async function catalogueRows(databaseUrl, base) {
  const probes = [
    { name: 'listing', path: '/api/store/products?page_size=20', headers: fresh },
    {
      name: 'search',
      path: '/api/store/products/search',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ q: SEARCH_WORD, page_size: 20 }),
    },
  ];
  const connections = 10;
  const measureAll = async (label) => {
    const out = {};
    for (const probe of probes) {
      await warmUp(probe, base);
      out[probe.name] = await measure(
        'postgres',
        { ...probe, name: `${probe.name} (${label})` },
        base,
        connections,
      );
    }
    return out;
  };
  const small = await measureAll('demo');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let seconds;
  try {
    console.log(`generating ${generatedCount.toLocaleString('en-US')} products…  [${loadAverage()}]`);
    seconds = await generateCatalogue(client, generatedCount);
    const [{ n }] = (await client.query('select count(*)::int as n from products')).rows;
    console.log(`  ${n.toLocaleString('en-US')} products in ${seconds.toFixed(1)} s`);
  } finally {
    await client.end();
  }
  const large = await measureAll(`${Math.round(generatedCount / 1000)}k`);
  const rows = probes.map((probe) => {
    const ratio = large[probe.name].latency_p99_ms / Math.max(1, small[probe.name].latency_p99_ms);
    const row = {
      probe: probe.name,
      connections,
      products_demo: 'demo catalogue',
      products_generated: generatedCount,
      demo: small[probe.name],
      large: large[probe.name],
      p99_ratio: Math.round(ratio * 100) / 100,
      meets_target: ratio <= 2,
    };
    console.log(
      `  ${probe.name.padEnd(8)} p99 ${small[probe.name].latency_p99_ms} ms → ${large[probe.name].latency_p99_ms} ms ` +
        `(${row.p99_ratio}×) ${row.meets_target ? '✓' : '✗'} target ≤ 2×`,
    );
    return row;
  });
  return { generation_seconds: seconds, rows };
}

async function pricingResult() {
  const { tsImport } = await import('tsx/esm/api');
  const { benchPriceCart } = await tsImport('../server/domain/pricing/bench.ts', import.meta.url);
  const result = { ...benchPriceCart({ lines: 500 }), load: loadAverage(), when: new Date().toISOString() };
  const ok = result.p50Ms < 5;
  console.log(
    `pricing  cart of 500 lines: mean ${result.meanMs} ms, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
      `CPU ${result.cpuMeanMs} ms per run  ${ok ? '✓' : '✗'} target < 5 ms  [${result.load}]`,
  );
  return { ...result, target_ms: 5, meets_target: ok };
}

// ─── results ────────────────────────────────────────────────────────────────────────────────
const stamp = new Date().toISOString();
function write(kind, data, mergeKey) {
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const latestFile = path.join(root, `bench/results/${kind}-latest.json`);
  let results = data;
  // A subset run replaces the rows it measured and keeps the others.
  if (mergeKey && existsSync(latestFile)) {
    const previous = JSON.parse(readFileSync(latestFile, 'utf8')).results ?? [];
    const fresh = new Set(data.map(mergeKey));
    results = [...previous.filter((row) => !fresh.has(mergeKey(row))), ...data];
  }
  const report = { when: stamp, machine: machine(), duration_s: duration, results };
  const text = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(path.join(root, `bench/results/${kind}-${stamp.replace(/[:.]/g, '-')}.json`), text);
  writeFileSync(latestFile, text);
  console.log(`written bench/results/${kind}-latest.json`);
}

// ─── run ────────────────────────────────────────────────────────────────────────────────────
console.log(
  `Vitrine bench: ${duration}s per run, connections ${connectionCounts.join('/')}, ` +
    `server ${serverCore === undefined ? 'unpinned' : `pinned to core ${serverCore}`}, ${loadAverage()}`,
);
console.log(
  'The load average is printed with each figure: on a shared machine the figures are contention-bound.\n',
);

if (wantGroup('pricing')) write('pricing', [await pricingResult()]);

if (wantGroup('start')) {
  if (!args['no-build']) ensureBuild();
  write('start', await startRows({ runs: Number(args['start-runs']) }));
}

const needsServer = ['ssr', 'api', 'cart', 'catalogue', 'render'].some(wantGroup);
if (needsServer) {
  if (!args['no-build']) ensureBuild();
  const http = [];
  let catalogue;
  let render;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-'));
  try {
    const httpWanted = ['ssr', 'api', 'cart'].some(wantGroup);
    if (wantDb('pglite') && httpWanted) {
      await withServer('pglite', { VITRINE_DATA_DIR: path.join(dataDir, 'db') }, async (base) => {
        http.push(...(await httpRows('pglite', base)));
      });
    }
    if (wantDb('postgres') && (httpWanted || wantGroup('catalogue'))) {
      await withPostgres(async (databaseUrl) => {
        await withServer('postgres', { DATABASE_URL: databaseUrl }, async (base) => {
          if (httpWanted) http.push(...(await httpRows('postgres', base)));
          if (wantGroup('catalogue')) catalogue = await catalogueRows(databaseUrl, base);
        });
      });
    }
    if (wantGroup('render') && args['pg-url'] !== 'skip') {
      // Every cache off: each page is rendered and read from the database afresh.
      const env = { VITRINE_READ_CACHE_MS: '0', VITRINE_BENCH_PROBE: '1' };
      await withPostgres(async (databaseUrl) => {
        await withServer('postgres', { ...env, DATABASE_URL: databaseUrl }, async (base) => {
          render = await renderRows(base, { duration, load: loadAverage });
        });
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (http.length > 0) write('http', http, (row) => `${row.database}|${row.scenario}|${row.connections}`);
  if (catalogue) write('catalogue', [catalogue]);
  if (render) write('render', render);
}

// Interaction latency and Lighthouse come from `npm run inp` and `npm run lighthouse` (browser runs of
// their own); their latest results are printed here with the rest.
if (only.size === 0) {
  console.log(`\n${inpSummaryLines(root).join('\n')}`);
  console.log(`\n${lighthouseSummaryLines(root).join('\n')}`);
}
