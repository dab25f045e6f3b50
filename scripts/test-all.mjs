#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Each step is a
// separate process so one suite's environment (jsdom, PGlite, Chromium) cannot
// leak into another. Stops at the first red step and exits with its code.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  // Import cycles anywhere in the source, type imports included (Biome's noImportCycles misses them).
  ['import cycles', 'npm', ['run', '--silent', 'cycles']],
  ['unit + server', 'npx', ['vitest', 'run']],
];
if (existsSync('vitest.stories.ts'))
  steps.push(['stories (Chromium)', 'npx', ['vitest', 'run', '-c', 'vitest.stories.ts']]);
if (existsSync('scripts/visual.mjs')) steps.push(['visual', 'node', ['scripts/visual.mjs']]);
if (existsSync('playwright.config.ts')) {
  // The production build the e2e suite runs against; the JS budget reads the same build.
  steps.push(['build', 'node', ['scripts/start.mjs', '--build-only']]);
  steps.push(['JS budget', 'node', ['scripts/js-budget.mjs']]);
  steps.push(['e2e', 'npm', ['run', '--silent', 'test:e2e']]);
}

const started = Date.now();
for (const [label, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n━━ ${label} ━━ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${label} failed after ${secs}s (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${label} (${secs}s)`);
}
console.log(`\nAll checks green in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
