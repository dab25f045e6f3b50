#!/usr/bin/env node
/**
 * How much main-thread CPU a page load costs, measured so that a busy machine barely moves it.
 * Lighthouse's TBT is a wall-clock figure: on a shared machine other processes stretch every task
 * and the score swings by 30 points. Chromium's trace also records each task's *thread* time (the
 * CPU the renderer's main thread really used), which contention changes far less. This loads each
 * page as Lighthouse observes it (unthrottled, a phone-sized viewport, a fresh browser context per
 * run) and sums the main thread's CPU from navigation until the page has hydrated and been quiet
 * for two seconds:
 *
 * - `cpu`: every top-level task's CPU time; `script`: the part in V8 (evaluation, compilation,
 *   calls from the event loop: hydration is most of it);
 * - `tasks>12.5`: tasks over 12.5 ms of CPU, which Lighthouse's simulation (× 4) makes long tasks;
 * - `tbt@4x`: Σ max(0, 4 × CPU − 50 ms) over the tasks after the first contentful paint — what
 *   Lantern would count as TBT if the machine were quiet (it ignores Lantern's reordering, so it is
 *   a guide, not Lighthouse's figure);
 * - the longest tasks, with what they are made of;
 * - counted, so not moved by load at all: `commits` (React commits until quiet), `rendered` (the
 *   component renders they held: hydrating a component counts one, each re-render one more; read
 *   through React's devtools hook as React DevTools does) and `owned` (the page's elements React
 *   hydrated, of all its elements: the rest is server HTML React never touched).
 *
 *   node scripts/mainthread.mjs [--themes venue,vogue] [--paths /,/products/everyday-organic-tee]
 *                               [--runs 3] [--top 4] [--json FILE] [--customer]
 *
 * `--customer` measures as a logged-in customer with one paid order and one saved product (made
 * through the store API as lighthouse.mjs makes its own): `--customer --paths
 * /account,/account/orders/{order},/account/wishlist`; `{order}` is that order's number.
 *
 * Build first (`npm run build`); its own server on a free 127.0.0.1 port and data folder.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { loadAverage, median, startStoreServer } from './bench/server.mjs';
import { shoppers } from './bench/shoppers.mjs';

const { values: args } = parseArgs({
  options: {
    themes: { type: 'string', default: 'venue' },
    paths: { type: 'string', default: '/,/products/everyday-organic-tee' },
    runs: { type: 'string', default: '3' },
    top: { type: 'string', default: '4' },
    json: { type: 'string' },
    customer: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs) || 1);
const top = Number(args.top) || 0;

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'v8.execute',
  'v8',
  'blink',
];
const scriptEvents = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
  'V8.DeserializeContext',
]);

/**
 * Counts React's commits and the component renders in each through the devtools hook (React calls
 * it in production builds too), before any page script runs.
 */
const countRenders = () => {
  const isComponent = (f) => f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 15;
  const mounted = (first) => {
    let n = 0;
    for (let f = first; f; f = f.sibling) n += (isComponent(f) ? 1 : 0) + mounted(f.child);
    return n;
  };
  const updated = (next, prev) => {
    let n =
      isComponent(next) &&
      (next.memoizedProps !== prev.memoizedProps || next.memoizedState !== prev.memoizedState)
        ? 1
        : 0;
    if (next.child !== prev.child) {
      for (let c = next.child; c; c = c.sibling)
        n += c.alternate ? updated(c, c.alternate) : (isComponent(c) ? 1 : 0) + mounted(c.child);
    }
    return n;
  };
  const commits = [];
  window.__vitrineCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => {
      const next = root.current;
      commits.push(next.alternate ? updated(next, next.alternate) : mounted(next));
    },
  };
};

/** Elements React owns (hydrated or rendered) and all elements of the body. */
const ownedElements = () => {
  const all = document.body.querySelectorAll('*');
  let owned = 0;
  for (const element of all)
    if (Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) owned += 1;
  return { owned, total: all.length };
};

/** Main-thread CPU of one trace (thread times: `tdur`, in µs). */
function measure(traceEvents) {
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const mine = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = traceEvents.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? mine[0].ts;
  const fcp =
    traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ??
    Number.POSITIVE_INFINITY;
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.ts >= start && typeof e.tdur === 'number');
  const ms = (us) => us / 1000;
  let cpu = 0;
  let tbt = 0;
  let longTasks = 0;
  const rows = [];
  for (const task of tasks) {
    cpu += task.tdur;
    if (task.tdur > 12_500) longTasks += 1;
    if (task.ts > fcp) tbt += Math.max(0, 4 * ms(task.tdur) - 50);
    if (task.tdur > 8_000) rows.push(task);
  }
  // Script time: the outermost script events (nested ones are inside them).
  let script = 0;
  const outer = mine
    .filter((e) => scriptEvents.has(e.name) && e.ts >= start && typeof e.tdur === 'number')
    .sort((a, b) => a.ts - b.ts);
  let end = 0;
  for (const e of outer) {
    if (e.ts >= end) {
      script += e.tdur;
      end = e.ts + e.dur;
    }
  }
  const madeOf = (task) => {
    const parts = new Map();
    for (const e of mine) {
      if (e === task || !(e.tdur > 1000) || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue;
      if (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') continue;
      const url = (e.args?.data?.url ?? e.args?.fileName ?? '')
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/^\/assets\//, '');
      const key = url ? `${e.name} ${url}` : e.name;
      parts.set(key, Math.max(parts.get(key) ?? 0, e.tdur));
    }
    return [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, dur]) => `${name} ${ms(dur).toFixed(0)}`)
      .join(' | ');
  };
  rows.sort((a, b) => b.tdur - a.tdur);
  return {
    fcp_ms: Number.isFinite(fcp) ? Math.round(ms(fcp - start)) : null,
    cpu_ms: Math.round(ms(cpu)),
    script_ms: Math.round(ms(script)),
    tasks_over_12_5ms: longTasks,
    tbt_at_4x_ms: Math.round(tbt),
    longest: rows.slice(0, top).map((task) => ({
      at_ms: Math.round(ms(task.ts - start)),
      cpu_ms: Math.round(ms(task.tdur)),
      wall_ms: Math.round(ms(task.dur)),
      made_of: madeOf(task),
    })),
  };
}

const themes = args.themes.split(',').filter(Boolean);
const paths = args.paths.split(',').filter(Boolean);
const store = await startStoreServer('mainthread');
const customer = args.customer ? await shoppers(store.base) : null;
const results = [];
let browser;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  console.log(`Chromium ${browser.version()}; main-thread CPU per load (ms); ${loadAverage()}`);
  for (const theme of themes) {
    await store.theme(theme);
    for (const template of paths) {
      const pagePath = customer ? template.replace('{order}', customer.order) : template;
      const cookie = customer
        ? [...customer.customer].map(([name, value]) => `${name}=${value}`).join('; ')
        : '';
      await (await fetch(store.base + pagePath, { headers: cookie ? { cookie } : {} })).text();
      const samples = [];
      for (let run = 1; run <= runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        if (customer)
          await context.addCookies(
            [...customer.customer].map(([name, value]) => ({ name, value, url: `${store.base}/` })),
          );
        const page = await context.newPage();
        await page.addInitScript(countRenders);
        await browser.startTracing(page, { categories });
        await page.goto(store.base + pagePath, { waitUntil: 'load' });
        if (new URL(page.url()).pathname !== new URL(store.base + pagePath).pathname)
          throw new Error(`${pagePath} ended on ${page.url()} (a customer's page needs --customer)`);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
          timeout: 60_000,
        });
        await page.waitForTimeout(2000);
        const trace = JSON.parse((await browser.stopTracing()).toString());
        const commits = await page.evaluate(() => window.__vitrineCommits);
        const elements = await page.evaluate(ownedElements);
        const m = {
          ...measure(trace.traceEvents),
          commits: commits.length,
          rendered: commits.reduce((sum, n) => sum + n, 0),
          owned_elements: elements.owned,
          elements: elements.total,
          load: loadAverage(),
        };
        samples.push(m);
        await context.close();
        console.log(
          `${theme.padEnd(8)} ${pagePath.padEnd(34)} run ${run}: cpu ${m.cpu_ms}, script ${m.script_ms}, ` +
            `tasks>12.5 ${m.tasks_over_12_5ms}, tbt@4x ${m.tbt_at_4x_ms}, fcp ${m.fcp_ms}; ` +
            `commits ${m.commits}, rendered ${m.rendered}, owned ${m.owned_elements}/${m.elements}; ${m.load}`,
        );
        for (const t of m.longest)
          console.log(`      @${t.at_ms} cpu ${t.cpu_ms} (wall ${t.wall_ms}): ${t.made_of}`);
      }
      const med = (key) => median(samples.map((s) => s[key]));
      console.log(
        `${theme.padEnd(8)} ${pagePath.padEnd(34)} median: cpu ${med('cpu_ms')}, script ${med('script_ms')}, ` +
          `tasks>12.5 ${med('tasks_over_12_5ms')}, tbt@4x ${med('tbt_at_4x_ms')}; commits ${med('commits')}, ` +
          `rendered ${med('rendered')}, owned ${med('owned_elements')}/${med('elements')}\n`,
      );
      results.push({ theme, path: pagePath, runs: samples });
    }
  }
} finally {
  await browser?.close();
  await store.stop();
}
if (args.json)
  writeFileSync(args.json, `${JSON.stringify({ when: new Date().toISOString(), results }, null, 2)}\n`);
