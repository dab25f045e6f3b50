#!/usr/bin/env node
/**
 * Which tasks make up a page's Lighthouse TBT, as Lighthouse counts them. Lighthouse's
 * mobile figures are not measured on a slowed-down phone: they come from Lantern, which replays
 * one fast, unthrottled load as a graph and simulates it at 4× CPU and 150 ms round trips. Its
 * rules differ from a real slow load, and they decide what counts:
 *
 * - every observed main-thread task over 10 ms is a node; a task is tied to a script only by the
 *   events that name its URL (a classic script's evaluation, a function call), otherwise to the
 *   document alone, so module evaluation, layouts and idle callbacks queue right behind the HTML;
 * - a node's simulated time is its observed time × 4, or × 2 if it includes a layout;
 * - TBT is what each simulated task over 50 ms spends beyond 50 ms between simulated FCP and TTI.
 *
 * So a task of 13 ms observed (25 ms with a layout) can count anywhere after the first paint,
 * whatever the real order was. This runs Lighthouse (gather mode, the same settings as
 * `npm run lighthouse`) on the production build, replays its TBT, and prints each simulated
 * task over 40 ms with its observed duration and what it is made of; `+N` is what it adds to
 * TBT (optimistic and pessimistic estimates; Lighthouse reports their mean).
 *
 *   node scripts/lantern.mjs [--theme venue] [--path /collections/shoes] [--runs 1]
 *
 * Build first (`npm run build`). Like scripts/trace.mjs: its own server on a free 127.0.0.1 port
 * and data folder, the theme switched through the admin endpoint, the page fetched once first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { pageRunArgs, startStoreServer } from './bench/server.mjs';

const args = pageRunArgs();

/** A node's observed events, longest first: "Layout 12.5, UpdateLayoutTree 6.6, …". */
function madeOf(node) {
  const parts = new Map();
  for (const event of node.childEvents) {
    if (!event.dur || event.dur < 500) continue;
    let name = event.name;
    if (name === 'EvaluateScript' || name === 'FunctionCall') {
      const { url, lineNumber } = event.args?.data ?? {};
      const file = url?.replace(/^https?:\/\/[^/]+/, '') || 'inline';
      name += ` ${file === args.path ? `inline@${lineNumber}` : file}`;
    }
    parts.set(name, (parts.get(name) ?? 0) + event.dur / 1000);
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

/** Each simulated CPU task over 40 ms in one estimate, with what it adds to TBT. */
function tasks(estimate, fcpMs, ttiMs) {
  const rows = [];
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== 'cpu' || timing.duration < 40) continue;
    const clipped = Math.min(timing.endTime, ttiMs) - Math.max(timing.startTime, fcpMs);
    const adds = timing.duration > 50 && clipped > 50 ? clipped - 50 : 0;
    rows.push({ start: timing.startTime, timing, node, adds });
  }
  return rows.sort((a, b) => a.start - b.start);
}

const store = await startStoreServer('lantern');
const gatherDir = mkdtempSync(path.join(tmpdir(), 'vitrine-lantern-gather-'));
let chrome;
try {
  await store.theme(args.theme);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    logLevel: 'silent',
  });
  const url = store.base + args.path;
  await (await fetch(url)).text();
  for (let run = 1; run <= args.runs; run++) {
    const gathered = path.join(gatherDir, `run-${run}`);
    await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      gatherMode: gathered,
    });
    const artifacts = await loadArtifacts(gathered);
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: artifacts.settings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
    };
    const context = { computedCache: new Map(), settings: artifacts.settings };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const tti = await LanternInteractive.request(data, context);
    const tbt = await LanternTotalBlockingTime.request(data, context);
    console.log(
      `${args.theme} ${args.path} run ${run}: FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms, ` +
        `TBT ${Math.round(tbt.timing)} ms (simulated)`,
    );
    // Lighthouse pairs the optimistic TBT with the pessimistic FCP, and the other way round.
    const estimates = [
      [
        'optimistic',
        tbt.optimisticEstimate,
        fcp.pessimisticEstimate.timeInMs,
        tti.optimisticEstimate.timeInMs,
      ],
      [
        'pessimistic',
        tbt.pessimisticEstimate,
        fcp.optimisticEstimate.timeInMs,
        tti.pessimisticEstimate.timeInMs,
      ],
    ];
    for (const [label, estimate, fcpMs, ttiMs] of estimates) {
      console.log(
        `  ${label}: TBT ${Math.round(estimate.timeInMs)} ms (FCP ${Math.round(fcpMs)}, TTI ${Math.round(ttiMs)})`,
      );
      for (const { timing, node, adds } of tasks(estimate, fcpMs, ttiMs)) {
        const deps = node
          .getDependencies()
          .filter((d) => d.type === 'network' && !d.isMainDocument())
          .map((d) => d.request.url.replace(/^.*\//, ''));
        console.log(
          `    ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ` +
            `${String(Math.round(timing.duration)).padStart(4)} ms (observed ${(node.duration / 1000).toFixed(1)})` +
            `${adds > 0 ? ` +${Math.round(adds)}` : ''}${deps.length ? ` after ${deps.join(' ')}` : ''} | ${madeOf(node)}`,
        );
      }
    }
  }
} finally {
  await chrome?.kill();
  await store.stop();
  rmSync(gatherDir, { recursive: true, force: true });
}
