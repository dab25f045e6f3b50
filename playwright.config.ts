import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { consentDecided } from './test/e2e/consent';

/**
 * End-to-end tests against the PRODUCTION build, in Debian's Chromium — never a
 * downloaded browser. `npm run test:e2e` makes sure the build is fresh first (scripts/start.mjs
 * --build-only). The server gets a free 127.0.0.1 port and a fresh temporary data folder, chosen
 * once in the runner process and handed to the workers through the environment (the config is
 * evaluated again in every worker).
 */
if (!process.env.VITRINE_E2E_PORT) {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  process.env.VITRINE_E2E_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim();
}
// Chosen apart from the port: a run given a port must still not write a database into the tree.
if (!process.env.VITRINE_E2E_DATA_DIR) {
  process.env.VITRINE_E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'));
}
const port = Number(process.env.VITRINE_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  // Steps that wait on the server (an add to cart, a checkout step) get room on a busy 2-core machine.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Shoppers who have answered the consent banner, so it covers nothing (test/e2e/consent.ts).
    storageState: consentDecided,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /editor\.spec\.ts$/,
    },
    // The theme editor publishes to the one server every spec shares (and restores it at the end):
    // it runs after the others, never beside them.
    {
      name: 'editor',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /editor\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node build/server-entry.mjs',
    url: `${baseURL}/api/store/theme`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR ?? '',
      NODE_ENV: 'production',
      VITRINE_ACCESS_LOG: '0',
      VITRINE_ADMIN_TOKEN: 'e2e-admin-token',
      // Lets a test post as if through a TLS proxy (X-Forwarded-Proto); browsers send no such header.
      TRUST_PROXY: '1',
    },
  },
});
