#!/usr/bin/env node
// `npm run bench`: req/s and latency of the store API's hot read paths (product list, product
// detail, search) on the embedded PGlite database and on PostgreSQL, measured with autocannon on
// loopback. It measures, it does not gate (ARCHITECTURE §8). Results: bench/results/*.json.
//
//   BENCH_DURATION=5        seconds per run (default 5)
//   BENCH_CONNECTIONS=10,50 connection counts (default 10,50)
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres   admin URL; a fresh `vitrine_bench`
//                           database is created on it and dropped afterwards. BENCH_PG_URL=skip
//                           runs PGlite only.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchDb = 'vitrine_bench';

function startServer(label, env, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, ...env, PORT: String(port), VITRINE_ACCESS_LOG: '0', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => {
    log += d;
  });
  child.stderr.on('data', (d) => {
    log += d;
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { label, child, stop, log: () => log };
}

async function waitReady(base, server, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`${server.label} exited:\n${server.log()}`);
    try {
      const res = await fetch(`${base}/api/store/products?page_size=1`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${server.label} did not start within ${timeoutMs / 1000}s:\n${server.log()}`);
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function benchServer(label, base) {
  const list = await (await fetch(`${base}/api/store/products?page_size=20`)).json();
  const slug = list.data[0].slug;
  const word = list.data[0].title.split(' ').at(-1).toLowerCase();
  const scenarios = [
    { name: 'product list', path: '/api/store/products?page_size=20' },
    { name: 'product detail', path: `/api/store/products/${slug}` },
    {
      name: 'search',
      path: '/api/store/products/search',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: word, with: 'variants' }),
    },
  ];
  scenarios.push(...(await cartScenarios(base)));
  const rows = [];
  for (const scenario of scenarios) {
    // A short warm-up so JIT and the database caches settle before measuring.
    await run({ url: base + scenario.path, ...scenario, connections: 4, duration: 1 });
    for (const connections of connectionCounts) {
      const r = await run({ url: base + scenario.path, ...scenario, connections, duration });
      const row = {
        database: label,
        scenario: scenario.name,
        connections,
        requests_per_sec: Math.round(r.requests.average),
        latency_p50_ms: r.latency.p50,
        latency_p99_ms: r.latency.p99,
        non_2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        total_requests: r.requests.total,
      };
      rows.push(row);
      console.log(
        `${label.padEnd(9)} ${scenario.name.padEnd(15)} c=${String(connections).padEnd(3)} ` +
          `${String(row.requests_per_sec).padStart(6)} req/s  p50 ${String(row.latency_p50_ms).padStart(4)} ms  ` +
          `p99 ${String(row.latency_p99_ms).padStart(5)} ms${row.non_2xx || row.errors ? `  (${row.non_2xx} non-2xx, ${row.errors} errors)` : ''}`,
      );
    }
  }
  return rows;
}

// ─── Cart writes (issue 4: cart add / cart update figures) ─────────────────────────────────
// Both run against one cart, passed by `cart_hash` in the body. The item is one whose stock is
// unmanaged or backordered, so thousands of adds never hit a stock limit; the update sets the
// same line's quantity. Each request prices the whole cart again from the database.
async function cartScenarios(base) {
  const json = { 'content-type': 'application/json' };
  const listing = await (await fetch(`${base}/api/store/products?page_size=100&with=variants`)).json();
  const variant = listing.data
    .flatMap((product) => product.variants ?? [])
    .find((v) => v.manage_stock === 'no' || v.backorders !== 'no');
  if (!variant) throw new Error('bench: no unmanaged or backordered variant in the catalogue');
  const item = { product_id: variant.product_id, variant_id: variant.ID, quantity: 1 };
  const cart = await (
    await fetch(`${base}/api/store/cart`, { method: 'POST', headers: json, body: JSON.stringify(item) })
  ).json();
  const key = cart.line_items[0].key;
  return [
    {
      name: 'cart add',
      path: '/api/store/cart',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...item, cart_hash: cart.hash }),
    },
    {
      name: 'cart update',
      path: `/api/store/cart/${key}`,
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ quantity: 3, cart_hash: cart.hash }),
    },
  ];
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const results = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-'));
try {
  console.log(`autocannon on loopback, ${duration}s per run, connections ${connectionCounts.join('/')}\n`);
  const pglite = startServer('pglite', { VITRINE_DATA_DIR: path.join(dataDir, 'db') }, 3901);
  try {
    await waitReady('http://127.0.0.1:3901', pglite);
    results.push(...(await benchServer('pglite', 'http://127.0.0.1:3901')));
  } finally {
    await pglite.stop();
  }

  if (adminUrl !== 'skip') {
    await withAdmin(async (c) => {
      await c.query(`drop database if exists ${benchDb} with (force)`);
      await c.query(`create database ${benchDb}`);
    });
    const url = new URL(adminUrl);
    url.pathname = `/${benchDb}`;
    const postgres = startServer('postgres', { DATABASE_URL: url.toString() }, 3902);
    try {
      await waitReady('http://127.0.0.1:3902', postgres);
      results.push(...(await benchServer('postgres', 'http://127.0.0.1:3902')));
    } finally {
      await postgres.stop();
      await withAdmin((c) => c.query(`drop database if exists ${benchDb} with (force)`));
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

mkdirSync('bench/results', { recursive: true });
const report = {
  when: new Date().toISOString(),
  node: process.version,
  duration_s: duration,
  machine: { cpus: (await import('node:os')).cpus().length },
  results,
};
const file = `bench/results/api-${report.when.replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync('bench/results/api-latest.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten ${file}`);
