#!/usr/bin/env node
/**
 * What blocks the main thread after a page's first paint (TBT), in a real Chromium at
 * Lighthouse's 4× CPU slowdown and 150 ms round trips. Lighthouse reports long tasks by URL only;
 * this lists each task over 20 ms with the trace events it is made of (layout, style, script
 * evaluation, React's scheduler), so a fix can aim at the right one. It measures, it does not
 * judge: the figures vary from run to run like Lighthouse's.
 *
 *   node scripts/trace.mjs [--theme venue] [--path /collections/shoes] [--runs 1]
 *
 * Runs the production build (build it first: `npm run build`) on a free 127.0.0.1 port with its
 * own data folder, switches the theme through the admin endpoint, loads the page once to fill the
 * server's caches, then traces a cold load until hydration and three quiet seconds.
 * Tasks marked `*` start after the first contentful paint, where Lighthouse counts them.
 */
import { chromium } from 'playwright-core';
import { pageRunArgs, startStoreServer } from './bench/server.mjs';

const args = pageRunArgs();

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'v8.execute',
  'blink',
  'fonts',
];
const slowFourG = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/** Each top-level task over 20 ms, with its events over 1 ms summed by name (and script URL). */
function longTasks(traceEvents) {
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const events = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? events[0].ts;
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint')?.ts ?? Number.POSITIVE_INFINITY;
  const ms = (us) => Math.round(us / 1000);
  const rows = [];
  for (const task of events.filter((e) => e.name === 'RunTask' && e.dur > 20_000)) {
    const parts = new Map();
    for (const e of events) {
      if (e === task || e.dur <= 1000 || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
      const url = e.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '');
      const key = url ? `${e.name} ${url}` : e.name;
      parts.set(key, (parts.get(key) ?? 0) + e.dur);
    }
    const top = [...parts]
      .filter(([name]) => name !== 'ThreadControllerImpl::RunTask')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, dur]) => `${name} ${ms(dur)}`);
    rows.push({ afterFcp: task.ts > fcp, at: ms(task.ts - start), dur: ms(task.dur), top });
  }
  return { fcp: Number.isFinite(fcp) ? ms(fcp - start) : null, rows };
}

const store = await startStoreServer('trace');
let browser;
try {
  await store.theme(args.theme);
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  for (let run = 1; run <= args.runs; run++) {
    await (await fetch(store.base + args.path)).text();
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowFourG);
    await browser.startTracing(page, { categories });
    await page.goto(store.base + args.path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(3000);
    const { fcp, rows } = longTasks(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
    const blocking = rows.filter((r) => r.afterFcp).reduce((sum, r) => sum + Math.max(0, r.dur - 50), 0);
    console.log(`${args.theme} ${args.path} run ${run}: FCP ${fcp} ms; tasks over 20 ms (at 4× CPU):`);
    for (const r of rows) {
      console.log(`  ${r.afterFcp ? '*' : ' '} @${r.at} ms  ${r.dur} ms  ${r.top.join(' | ')}`);
    }
    console.log(`  blocking time after FCP (over 50 ms per task): ${blocking} ms\n`);
    await context.close();
  }
} finally {
  await browser?.close();
  await store.stop();
}
