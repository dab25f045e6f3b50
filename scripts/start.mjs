#!/usr/bin/env node
/**
 * `npm start`: build when the build is missing or older than the sources, then run the bundled
 * server (API, media, static assets and the storefront in one process; PORT, VITRINE_DATA_DIR,
 * DATABASE_URL, STORE_API_URL, VITRINE_ADMIN_TOKEN from the environment).
 * `node scripts/start.mjs --build-only` just makes sure the build is fresh (npm run test:e2e).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

const outputs = [
  'build/server-entry.mjs',
  'build/server/index.js',
  'build/client',
  'build/editor/index.html',
];
const sources = [
  'pages',
  'editor',
  'components',
  'tokens',
  'themes',
  'lib',
  'api',
  'server',
  'locales',
  'vite.config.ts',
  'vite.editor.config.ts',
  'react-router.config.ts',
  'package.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsFresh() {
  if (!outputs.every((output) => existsSync(output))) return false;
  const built = Math.min(...outputs.slice(0, 2).map((output) => statSync(output).mtimeMs));
  return sources.every((source) => newestMtime(source) <= built);
}

if (!buildIsFresh()) {
  console.log('[start] build missing or older than the sources: npm run build');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.VITRINE_STARTUP_TIMING === '1') {
  // server/startupTiming.ts prints the server's own steps the same way.
  const cpu = process.cpuUsage();
  console.log(
    `[startup] build checked ${Math.round(performance.now())} ${Math.round((cpu.user + cpu.system) / 1000)}`,
  );
}

if (!process.argv.includes('--build-only')) {
  process.env.NODE_ENV ??= 'production';
  await import(pathToFileURL(path.join(root, 'build/server-entry.mjs')).href);
}
