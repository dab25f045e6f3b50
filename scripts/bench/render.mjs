/**
 * The `render` bench group: what one uncached server render costs, on PostgreSQL with every cache
 * off (VITRINE_READ_CACHE_MS=0, so the store-wide configuration is read per page too). The server
 * runs with VITRINE_BENCH_PROBE=1 and `/__bench` tells its CPU time and the SQL statements it sent;
 * pages are asked for one at a time, so both divide by the page count exactly.
 */
import autocannon from 'autocannon';

const targets = { statements: 4, cpu_ms: 8, rps: 160 };

async function probe(base) {
  return (await fetch(`${base}/__bench`)).json();
}

/** Statements and CPU ms per page over `count` sequential renders of `path`. */
export async function perPage(base, path, count) {
  for (let i = 0; i < 20; i++) await (await fetch(base + path)).text();
  const before = await probe(base);
  for (let i = 0; i < count; i++) {
    const response = await fetch(base + path);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    await response.text();
  }
  const after = await probe(base);
  // Each probe itself costs a little CPU and no statement.
  return {
    statements: (after.statements - before.statements) / count,
    cpu_ms: (after.cpu_us - before.cpu_us) / 1000 / count,
  };
}

/** The render rows: statements and CPU per product and collection page, then req/s at 10 connections. */
export async function renderRows(base, { duration, load }) {
  const rows = [];
  const pages = [
    { name: 'product', path: '/products/everyday-organic-tee' },
    { name: 'collection', path: '/collections/shoes' },
  ];
  for (const page of pages) {
    const { statements, cpu_ms } = await perPage(base, page.path, 200);
    const result = await new Promise((resolve, reject) =>
      autocannon(
        { url: base + page.path, connections: 10, duration, headers: { 'accept-encoding': 'gzip' } },
        (error, r) => (error ? reject(error) : resolve(r)),
      ),
    );
    const rps = Math.round(result.requests.average);
    const mark = (ok) => (ok ? '✓' : '✗');
    console.log(
      `postgres  render ${page.name.padEnd(10)} ${statements.toFixed(1)} statements/page ` +
        `${mark(statements <= targets.statements)} ≤ ${targets.statements} (config read per page: caches off)  ` +
        `${cpu_ms.toFixed(1)} ms CPU/page ${page.name === 'product' ? `${mark(cpu_ms <= targets.cpu_ms)} ≤ ${targets.cpu_ms}` : ''}  ` +
        `${rps} req/s c=10 ${page.name === 'product' ? `${mark(rps >= targets.rps)} ≥ ${targets.rps}` : ''}` +
        `${result.non2xx ? ` (${result.non2xx} non-2xx)` : ''}  [${load()}]`,
    );
    rows.push({
      database: 'postgres',
      scenario: `render ${page.name}`,
      statements_per_page: statements,
      cpu_ms_per_page: Number(cpu_ms.toFixed(2)),
      requests_per_sec: rps,
      connections: 10,
      latency_p50_ms: result.latency.p50,
      latency_p99_ms: result.latency.p99,
      non_2xx: result.non2xx,
      load: load(),
      when: new Date().toISOString(),
    });
  }
  return rows;
}
