#!/usr/bin/env node
/**
 * Second half of `npm run build` (after `react-router build`, which empties build/): bundle the Node entry (server/index.ts) into build/server-entry.mjs with esbuild, because
 * Node 20 cannot run .ts, and copy the SQL migrations beside it (server/db/client.ts finds them
 * next to the running module), and bundle the consented tracker to build/client/tracker.js. npm packages stay external: they are installed in node_modules.
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const started = performance.now();
await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/server-entry.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // Vite-only syntax never reaches the server bundle, but keep NODE_ENV a run-time choice.
  define: {},
});
// The consented tracker: one small script the consent section adds once analytics is allowed,
// outside the pages' own bundles.
await build({
  entryPoints: ['lib/analytics/tracker.browser.ts'],
  outfile: 'build/client/tracker.js',
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  logLevel: 'warning',
});
rmSync('build/migrations', { recursive: true, force: true });
cpSync('server/db/migrations', 'build/migrations', { recursive: true });
console.log(`[build] server entry → build/server-entry.mjs (${Math.round(performance.now() - started)} ms)`);
