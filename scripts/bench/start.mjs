/**
 * The `start` group of `npm run bench`: how soon `node scripts/start.mjs` (what `npm start` runs,
 * without npm's own launch) answers its first API request, from spawn to the first 200 of
 * GET /api/store/products, on
 *   - a first start: an empty data folder (initdb, migrations, demo seed), target ≤ 5 s;
 *   - a restart: the data folder the first start left, target ≤ 1.5 s.
 * Each is repeated `runs` times (min/median/max with the load average). The server's own step
 * marks (VITRINE_STARTUP_TIMING=1, server/startupTiming.ts) give the median time each step was
 * reached, and the CPU time the process had used when it first answered (user + system, counted
 * by the kernel: steadier than wall time on a shared machine). The time to the first storefront
 * page (GET /) is recorded beside it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, loadAverage, median, root } from './server.mjs';

const ticksPerSecond = 100; // USER_HZ on Linux

/** User + system CPU milliseconds `pid` has used so far (Linux), or null. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line; 12 and 13 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

async function answers(url) {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** One start: spawn → first 200 from the API (and then the home page), then a clean stop. */
async function timeOneStart(dataDir, timeoutMs = 120_000) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITRINE_ACCESS_LOG: '0',
      VITRINE_STARTUP_TIMING: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      VITRINE_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    let apiMs;
    let cpu;
    while (apiMs === undefined) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
      if (performance.now() - spawned > timeoutMs) throw new Error(`no answer in ${timeoutMs} ms:\n${log}`);
      if ((await answers(`${base}/api/store/products?page_size=1`)) === 200) {
        apiMs = performance.now() - spawned;
        cpu = cpuMs(child.pid);
      } else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    let pageMs;
    while (pageMs === undefined) {
      if (performance.now() - spawned > timeoutMs) throw new Error(`no page in ${timeoutMs} ms:\n${log}`);
      if ((await answers(`${base}/`)) === 200) pageMs = performance.now() - spawned;
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const marks = {};
    const cpuMarks = {};
    for (const [, step, ms, cpuAt] of log.matchAll(/^\[startup\] (.+) (\d+) (\d+)$/gm)) {
      marks[step] = Number(ms);
      cpuMarks[step] = Number(cpuAt);
    }
    return { apiMs: Math.round(apiMs), pageMs: Math.round(pageMs), cpuMs: cpu, marks, cpuMarks, log };
  } finally {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

const stats = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return { min: sorted[0] ?? null, median: median(sorted), max: sorted.at(-1) ?? null };
};

function summarise(kind, samples, targetMs) {
  const api = stats(samples.map((s) => s.apiMs));
  const page = stats(samples.map((s) => s.pageMs));
  const cpu = stats(samples.map((s) => s.cpuMs));
  const stepNames = [...new Set(samples.flatMap((s) => Object.keys(s.marks)))];
  const steps = Object.fromEntries(
    stepNames.map((step) => [step, median(samples.map((s) => s.marks[step]))]),
  );
  const stepsCpu = Object.fromEntries(
    stepNames.map((step) => [step, median(samples.map((s) => s.cpuMarks[step]))]),
  );
  const ok = api.median <= targetMs;
  const row = {
    start: kind,
    runs: samples.length,
    first_api_ms: api,
    first_page_ms: page,
    cpu_ms_at_first_api: cpu,
    target_ms: targetMs,
    meets_target: ok,
    steps_median_ms: steps,
    steps_median_cpu_ms: stepsCpu,
    load: loadAverage(),
    when: new Date().toISOString(),
  };
  console.log(
    `start    ${kind.padEnd(16)} first API 200 min ${api.min} / median ${api.median} / max ${api.max} ms ` +
      `${ok ? '✓' : '✗'} target ≤ ${targetMs} ms; CPU ${cpu.median} ms; first page ${page.median} ms  [${row.load}]`,
  );
  console.log(
    `         steps (median ms since the process began): ${Object.entries(steps)
      .map(([step, ms]) => `${step} ${ms}`)
      .join(', ')}`,
  );
  console.log(
    `         CPU used by then (median ms): ${Object.entries(stepsCpu)
      .map(([step, ms]) => `${step} ${ms}`)
      .join(', ')}`,
  );
  return row;
}

/** Rows for bench/results/start-latest.json: first starts and restarts, `runs` of each. */
export async function startRows({ runs = 5 } = {}) {
  const first = [];
  const again = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-start-'));
    try {
      const dataDir = path.join(dir, 'db');
      first.push(await timeOneStart(dataDir));
      again.push(await timeOneStart(dataDir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // The first start prints the staff setup link and the URL; a restart prints the link again.
  for (const sample of [...first, ...again]) {
    if (!/\/admin\/setup\?token=/.test(sample.log) || !/Vitrine listening on/.test(sample.log))
      throw new Error(`bench: a start did not print the setup link and URL:\n${sample.log}`);
  }
  if (!/\[db\] demo catalogue seeded/.test(first[0].log))
    throw new Error(`bench: the first start did not seed:\n${first[0].log}`);
  return [summarise('first (empty)', first, 5000), summarise('restart', again, 1500)];
}
