/**
 * What `npm run bench` and `npm run lighthouse` share: a fresh production build, the bundled
 * server started on a free 127.0.0.1 port with its own data folder, and the machine's load next
 * to every figure (a busy machine makes every number worse; the figures say how busy it was).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const root = path.resolve(import.meta.dirname, '../..');

/** Builds when build/ is missing or older than the sources (`scripts/start.mjs --build-only`). */
export function ensureBuild() {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('build failed');
}

/** A port nobody listens on right now, on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** "load 1.23 0.98 0.75 on 2 cores": printed with each figure. */
export function loadAverage() {
  return `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;
}

/** The machine as the JSON results record it. */
export function machine() {
  return {
    cpus: cpus().length,
    cpu_model: cpus()[0]?.model ?? 'unknown',
    node: process.version,
  };
}

/**
 * Starts `build/server-entry.mjs` on 127.0.0.1:`port`. `cpu` pins it to one core with taskset
 * (Linux), so "one core" figures mean what they say. The environment always drops the access
 * log: a line per request would measure the terminal.
 */
export function startServer({ label, port, env = {}, cpu }) {
  const node = [path.join(root, 'build/server-entry.mjs')];
  const [command, args] =
    cpu === undefined
      ? [process.execPath, node]
      : ['taskset', ['-c', String(cpu), process.execPath, ...node]];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITRINE_ACCESS_LOG: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { label, base, child, stop, log: () => log };
}

/** Resolves once the store answers; throws with the server's log when it exits or times out. */
export async function waitReady(server, timeoutMs = 240_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) throw new Error(`${server.label} exited:\n${server.log()}`);
    try {
      const res = await fetch(`${server.base}/api/store/products?page_size=1`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${server.label} did not start within ${timeoutMs / 1000}s:\n${server.log()}`);
}

/** Runs `fn` and always stops the servers it was given, also on Ctrl-C. */
export async function withServers(servers, fn) {
  const stopAll = () => Promise.all(servers.map((s) => s.stop()));
  const onSignal = async () => {
    await stopAll();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fn();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stopAll();
  }
}

/** Median of numbers (the mean of the middle two for an even count); null for none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The production build as the measuring scripts run it (lighthouse, trace, lantern): a data
 * folder and admin token of its own, a free port unless given, ready when this resolves.
 * `theme(name)` switches the store's theme through the admin endpoint and checks it took;
 * `stop()` also removes the folder.
 */
export async function startStoreServer(label, { port } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `vitrine-${label}-`));
  const token = randomBytes(18).toString('base64url');
  const server = startServer({
    label: 'server',
    port: port ?? (await freePort()),
    env: { VITRINE_DATA_DIR: path.join(dataDir, 'db'), VITRINE_ADMIN_TOKEN: token },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base: server.base,
    stop,
    async theme(name) {
      const res = await fetch(`${server.base}/api/admin/theme`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (!res.ok) throw new Error(`switching to ${name}: ${res.status} ${await res.text()}`);
      const theme = await (await fetch(`${server.base}/api/store/theme`)).json();
      if (theme.data.name !== name)
        throw new Error(`the store answers theme ${theme.data.name}, not ${name}`);
    },
  };
}

/**
 * What trace.mjs and lantern.mjs are asked: `--theme`, `--path` and `--runs` (a number), on a
 * build that must already exist (they measure it as it is; `npm run build` first).
 */
export function pageRunArgs() {
  const { values } = parseArgs({
    options: {
      theme: { type: 'string', default: 'venue' },
      path: { type: 'string', default: '/' },
      runs: { type: 'string', default: '1' },
    },
  });
  if (!existsSync(path.join(root, 'build/server-entry.mjs'))) {
    console.error('build/ is missing: run `npm run build` first');
    process.exit(1);
  }
  return { theme: values.theme, path: values.path, runs: Math.max(1, Number(values.runs) || 1) };
}
