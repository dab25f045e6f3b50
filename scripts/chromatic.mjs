#!/usr/bin/env node
/**
 * `npm run chromatic`: publish the static Storybook to Chromatic for visual
 * review (chromatic 16.x runs on Node 20). Needs CHROMATIC_PROJECT_TOKEN; without
 * it, explains how to get one and exits 0 without calling out, so CI on a fork
 * or a fresh clone stays green. The local screenshot diff (npm run test:visual)
 * needs no account.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();

if (!token) {
  console.log(`Chromatic is not configured: CHROMATIC_PROJECT_TOKEN is not set, so nothing was uploaded.

To publish this Storybook to Chromatic for visual review:
  1. Sign in at https://www.chromatic.com with the repository's GitHub, GitLab or Bitbucket account.
  2. Add a project for this repository; Chromatic shows its project token
     (later: Manage → Configure → Project token).
  3. Run with the token in the environment, never committed:
       CHROMATIC_PROJECT_TOKEN=chpt_xxxxxxxx npm run chromatic
     In CI, store it as a secret named CHROMATIC_PROJECT_TOKEN.

Offline alternative with no account: npm run test:visual (pixel diff against test/visual/baselines).`);
  process.exit(0);
}

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env: process.env }).status ?? 1;

if (!existsSync('storybook-static/index.json')) {
  console.log('Building Storybook first…');
  const built = run('npm', ['run', '--silent', 'build-storybook']);
  if (built !== 0) process.exit(built);
}

// The CLI reads the token from CHROMATIC_PROJECT_TOKEN; it is never put on the command line.
// --exit-zero-on-changes: visual changes are for review in Chromatic, not a failed build.
process.exit(
  run('npx', [
    '--no-install',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
  ]),
);
