/**
 * Real server processes for the fault suite: `server/index.ts` bundled from source (`npm test`
 * runs before any build), API only, on a free 127.0.0.1 port, plus a browser-like shopper that
 * talks to it over HTTP. Every process started here is killed by `stopAll()` (afterAll).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { approvedCard, usAddress } from './cartHelpers';

const root = path.resolve(import.meta.dirname, '../..');
const started = new Set<ChildProcess>();

export interface ServerProcess {
  pid: number;
  base: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let entry: Promise<string> | undefined;

/**
 * `server/index.ts` bundled from source by esbuild, as `npm run build` does for build/ but into a
 * cache folder of this test run (no storefront, npm packages from node_modules): a process starts
 * in about a second, where tsx would compile the server tree again in every process.
 */
function serverEntry(): Promise<string> {
  entry ??= (async () => {
    const outfile = path.join(root, 'node_modules/.cache/vitrine-fault', `server-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(root, 'server/index.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
    return outfile;
  })();
  return entry;
}

/**
 * Starts `server/index.ts` with `env` (VITRINE_DATA_DIR or DATABASE_URL…). Resolves once its
 * output matches `ready` (it listens), or once it exits (check `exited`); rejects after
 * `timeoutMs`.
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  ready: RegExp = /listening on/,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [await serverEntry()], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      VITRINE_ACCESS_LOG: '0',
      VITRINE_ADMIN_TOKEN: 'fault-suite-token',
      VITRINE_SSR_BUILD: path.join(root, 'no-such-build/index.js'),
      VITRINE_READ_CACHE_MS: '0',
      VITRINE_MIGRATIONS_DIR: path.join(root, 'server/db/migrations'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let text = '';
  child.stdout!.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      started.delete(child);
      resolve(code);
    });
  });
  const server: ServerProcess = {
    pid: child.pid!,
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => text,
    exited,
  };
  const deadline = Date.now() + timeoutMs;
  while (!ready.test(text)) {
    if (child.exitCode !== null || child.signalCode !== null) return server;
    if (Date.now() > deadline) throw new Error(`server did not start in ${timeoutMs} ms:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

/** Waits until the process has printed something matching `pattern`. */
export async function waitForOutput(
  server: ServerProcess,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`no ${pattern} in the output:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function stopAll(): void {
  for (const child of started) child.kill('SIGKILL');
  void entry?.then((file) => rmSync(file, { force: true }));
}

/** A shopper with its own cart cookie, over HTTP. */
export function httpShopper(base: () => string) {
  let cookie = '';
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const match = /cart_hash=([a-f0-9]{32})/.exec(response.headers.get('set-cookie') ?? '');
    if (match) cookie = `cart_hash=${match[1]}`;
    const text = await response.text();
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; contract tests parse them.
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
  }
  return {
    call,
    /** A cart with `quantity` of the variant, an email, a US address and shipping chosen. */
    async prepare(productId: number, variantId: number, email: string, quantity = 1) {
      const steps = [
        await call('POST', '/api/store/cart', { product_id: productId, variant_id: variantId, quantity }),
        await call('POST', '/api/store/cart/set_customer_email', { email }),
      ];
      const address = await call('POST', '/api/store/cart/address', usAddress);
      steps.push(address);
      steps.push(
        await call('POST', '/api/store/cart/shipping', { shipping_method_id: address.body.shipping[0].id }),
      );
      const failed = steps.find((step) => step.status !== 200);
      if (failed) throw new Error(`preparing a cart failed: ${failed.status} ${JSON.stringify(failed.body)}`);
    },
    checkout: () =>
      call('POST', '/api/store/cart/checkout', { payment: { method: 'card', card: approvedCard } }),
  };
}
