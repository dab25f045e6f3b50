#!/usr/bin/env node
/**
 * Second half of `npm run build` (after `react-router build`, which empties build/): bundle the Node entry (server/index.ts) into build/server-entry.mjs with esbuild, because
 * Node 20 cannot run .ts, and copy the SQL migrations beside it (server/db/client.ts finds them
 * next to the running module). npm packages stay external: they are installed in node_modules.
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
rmSync('build/migrations', { recursive: true, force: true });
cpSync('server/db/migrations', 'build/migrations', { recursive: true });
console.log(`[build] server entry → build/server-entry.mjs (${Math.round(performance.now() - started)} ms)`);
