#!/usr/bin/env node
/**
 * Visual regression for every story in every theme.
 *
 *   npm run test:visual                 compare with test/visual/baselines
 *   npm run test:visual -- --update     rewrite the baselines (and drop stale ones)
 *   npm run test:visual -- --build      rebuild Storybook first even if it looks fresh
 *   npm run test:visual -- --filter button --themes venue,vogue
 *
 * Screenshots come from the static Storybook (built when missing or older than
 * its sources), served on 127.0.0.1, in Debian's Chromium via playwright-core.
 * Every story is shot at 1280 px in each theme; stories tagged `visual-mobile`
 * and the Foundations pages also at 375 px. Stories tagged `single-theme` show
 * all five themes themselves, so they are shot once (baselines/all-themes/). Stories tagged
 * `visual-two-themes` (whole sections, large shots) are shot in venue and vogue only. Stories
 * tagged `visual-rtl` are also shot in Hebrew, right to left, in venue and vogue
 * (`<theme>/<story>--he-IL--<viewport>.png`).
 *
 * Determinism: reduced motion, animations/transitions/caret disabled by
 * injected CSS, then wait for Storybook to finish rendering (play functions
 * included), for fonts and images, and for two animation frames.
 *
 * On a difference: writes test/visual/__actual__/… and __diff__/… and exits 1.
 * A missing baseline fails when CI=true; locally it is written with a notice.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { actualDir, baselineDir, compareScreenshot, diffDir, freezeCss } from './lib/visual-compare.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(root, 'storybook-static');

// Kept in step with themes/names.ts (a plain .mjs script cannot import TypeScript).
const allThemes = ['venue', 'showtime', 'vogue', 'athena', 'brooklyn'];
const sharedThemeDir = 'all-themes';
// The two themes furthest apart in structure: what `visual-two-themes` stories are shot in.
const twoThemes = ['venue', 'vogue'];
const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
};

// Watchdog: a visual run must end by itself (CI has a hard limit); 20 minutes is
// several times a full run on this 2-core machine.
setTimeout(() => {
  console.error('✗ visual: the run exceeded 20 minutes; aborting');
  process.exit(1);
}, 20 * 60_000).unref();

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name) => {
  const i = argv.indexOf(`--${name}`);
  if (i >= 0) return argv[i + 1];
  return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
};
const update = flag('update');
const filter = option('filter')?.toLowerCase();
const themes = option('themes')?.split(',') ?? allThemes;
const concurrency = Number(option('concurrency') ?? process.env.VISUAL_CONCURRENCY ?? 3);
const inCI = process.env.CI === 'true' || process.env.CI === '1';

for (const theme of themes) {
  if (!allThemes.includes(theme)) fail(`Unknown theme "${theme}". Themes: ${allThemes.join(', ')}`);
}

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

// ── 1. Storybook build ──────────────────────────────────────────────────────

const sourceDirs = ['.storybook', 'stories', 'components', 'tokens', 'themes', 'lib', 'locales'];

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('__')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

const indexFile = join(staticDir, 'index.json');
const builtAt = existsSync(indexFile) ? statSync(indexFile).mtimeMs : 0;
const sourcesAt = Math.max(...sourceDirs.map((d) => newestMtime(join(root, d))));
if (flag('build') || builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? 'Building Storybook…' : 'Storybook is older than its sources: rebuilding…');
  const t0 = Date.now();
  const built = spawnSync('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) fail('storybook build failed');
  console.log(`Built in ${((Date.now() - t0) / 1000).toFixed(0)}s.`);
}

// ── 2. Which screenshots ────────────────────────────────────────────────────

const index = JSON.parse(readFileSync(indexFile, 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => !(entry.tags ?? []).includes('skip-visual'))
  .filter((entry) => !filter || entry.id.includes(filter) || entry.title.toLowerCase().includes(filter));

const shots = [];
for (const story of stories) {
  const tags = story.tags ?? [];
  const storyViewports = ['desktop'];
  if (tags.includes('visual-mobile') || story.title.startsWith('Foundations/')) storyViewports.push('mobile');
  const storyThemes = tags.includes('single-theme')
    ? [null]
    : tags.includes('visual-two-themes')
      ? themes.filter((theme) => twoThemes.includes(theme))
      : themes;
  for (const theme of storyThemes) {
    for (const viewport of storyViewports) {
      const dir = theme ?? sharedThemeDir;
      shots.push({
        story,
        theme: theme ?? allThemes[0],
        locale: null,
        viewport,
        file: join(dir, `${story.id}--${viewport}.png`),
      });
    }
  }
  if (!tags.includes('visual-rtl')) continue;
  for (const theme of themes.filter((each) => twoThemes.includes(each))) {
    for (const viewport of storyViewports) {
      shots.push({
        story,
        theme,
        locale: 'he-IL',
        viewport,
        file: join(theme, `${story.id}--he-IL--${viewport}.png`),
      });
    }
  }
}
if (shots.length === 0) fail(`No stories match${filter ? ` "${filter}"` : ''}.`);

// ── 3. Serve storybook-static ───────────────────────────────────────────────

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

const server = createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(staticDir, pathname));
  if (!file.startsWith(staticDir + sep) && file !== staticDir) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'max-age=3600',
  });
  createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const origin = `http://127.0.0.1:${server.address().port}`;

// ── 4. Shoot ────────────────────────────────────────────────────────────────

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
    '--hide-scrollbars',
  ],
});

const contexts = {};
for (const [name, size] of Object.entries(viewports)) {
  contexts[name] = await browser.newContext({
    viewport: size,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
}

const settledPhases = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];

/**
 * Shows a story and waits until Storybook has rendered it and run its play
 * function. The first story of a page loads iframe.html with the theme global;
 * later ones switch in place over Storybook's channel (as its test-runner
 * does), which unmounts the previous story, portals included, and is several
 * times faster than reloading the bundle and fonts.
 */
const showStory = async (page, shot) => {
  if (page.url().startsWith(origin)) {
    await page.evaluate((storyId) => {
      window.scrollTo(0, 0);
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, shot.story.id);
  } else {
    // a11y.manual: the a11y checks belong to the story tests; here axe would only cost time.
    const locale = shot.locale ? `;locale:${shot.locale}` : '';
    const query = `id=${encodeURIComponent(shot.story.id)}&viewMode=story&globals=theme:${shot.theme}${locale};a11y.manual:!true`;
    await page.goto(`${origin}/iframe.html?${query}`, { waitUntil: 'load' });
    await page.addStyleTag({ content: freezeCss });
  }
  await page.waitForFunction(
    ({ storyId, settled }) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && settled.includes(render.phase);
    },
    { storyId: shot.story.id, settled: settledPhases },
    { timeout: 30_000, polling: 50 },
  );
  // The previous story's dialog may still be leaving (Radix keeps closing content mounted with
  // data-state="closed" until its exit animation ends): wait for it, so two frames never overlap.
  await page
    .waitForFunction(() => !document.querySelector('[role="dialog"][data-state="closed"]'), null, {
      timeout: 5_000,
      polling: 50,
    })
    .catch(() => {});
  const failure = await page.evaluate(() => {
    const phase = window.__STORYBOOK_PREVIEW__.currentRender.phase;
    if (phase === 'errored' || phase === 'aborted') return `story ${phase}`;
    if (document.body.classList.contains('sb-show-errordisplay'))
      return document.querySelector('#error-message')?.textContent?.trim() || 'story threw while rendering';
    return null;
  });
  if (failure) throw new Error(failure);
  await page.evaluate(async () => {
    const frame = () => new Promise((ok) => requestAnimationFrame(() => ok()));
    await frame();
    await document.fonts.ready;
    // Lazy images below the fold would never load (and never fire an event) in a
    // screenshot that is taken without scrolling: load them now. Cap the wait so a
    // stuck image fails one shot instead of hanging the run.
    const pending = [...document.images].filter((img) => !img.complete);
    for (const img of pending) img.loading = 'eager';
    const loaded = Promise.all(
      pending.map(
        (img) =>
          new Promise((ok) => {
            img.addEventListener('load', ok, { once: true });
            img.addEventListener('error', ok, { once: true });
          }),
      ),
    );
    await Promise.race([loaded, new Promise((ok) => setTimeout(ok, 5_000))]);
    await frame();
    await frame();
  });
};

/** Rejects when `promise` has not settled within `ms`: no shot may hang the run. */
const within = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);

const shoot = async (page, shot) => {
  const t0 = Date.now();
  await within(showStory(page, shot), 60_000, `rendering ${shot.file}`);
  const t1 = Date.now();
  const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  if (process.env.VISUAL_DEBUG)
    console.log(`  ${shot.file}: render ${t1 - t0} ms, screenshot ${Date.now() - t1} ms`);
  return png;
};

const results = { passed: 0, written: 0, failed: [], missing: [], errors: [] };
const t0 = Date.now();

/** Records one comparison; returns false when the shot differs from its baseline. */
const compare = (file, actual) => {
  const outcome = compareScreenshot(file, actual, { update, inCI });
  if (outcome.status === 'failed') return false;
  if (outcome.status === 'passed') results.passed++;
  else if (outcome.status === 'written') {
    results.written++;
    if (!update) console.log(`  ＋ new baseline ${file} (commit it)`);
  } else if (outcome.status === 'missing') results.missing.push(file);
  return true;
};

/**
 * A differing shot is taken once more on a fresh page before it counts as a failure: a frame
 * caught mid-paint on a loaded machine must not fail CI, while a real change differs twice.
 */
const shootAndCompare = async (page, shot) => {
  if (compare(shot.file, await shoot(page, shot))) return page;
  await page.close().catch(() => {});
  const fresh = await contexts[shot.viewport].newPage();
  const actual = await shoot(fresh, shot);
  const outcome = compareScreenshot(shot.file, actual, { update, inCI });
  if (outcome.status === 'passed') {
    results.passed++;
    console.log(`  notice: ${shot.file} differed once and matched on a second shot`);
  } else results.failed.push(outcome.message);
  return fresh;
};

rmSync(actualDir, { recursive: true, force: true });
rmSync(diffDir, { recursive: true, force: true });

// One page per theme and viewport; each worker takes whole groups so the
// theme global is set once per page load.
const groupMap = new Map();
for (const shot of shots) {
  const key = `${shot.theme}:${shot.viewport}:${shot.locale ?? ''}`;
  groupMap.set(key, [...(groupMap.get(key) ?? []), shot]);
}
// Largest groups first so the pages finish at about the same time.
const groups = [...groupMap.values()].sort((a, b) => b.length - a.length);
const total = shots.length;
let done = 0;

const worker = async () => {
  for (;;) {
    const group = groups.shift();
    if (!group) break;
    let page = null;
    for (const shot of group) {
      page ??= await contexts[shot.viewport].newPage();
      try {
        page = await shootAndCompare(page, shot);
      } catch (error) {
        results.errors.push(`${shot.file}: ${error.message.split('\n')[0]}`);
        // A broken page may be in any state: start the next shot on a fresh one.
        await page.close().catch(() => {});
        page = null;
      }
      done++;
      if (process.stdout.isTTY) process.stdout.write(`\r  ${done}/${total}`);
    }
    await page?.close();
  }
};

console.log(
  `${update ? 'Updating' : 'Comparing'} ${shots.length} screenshots (${stories.length} stories × ${themes.length} themes, desktop + mobile subset) with ${concurrency} pages…`,
);
try {
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
} finally {
  if (process.stdout.isTTY) process.stdout.write('\n');
  await browser.close();
  server.close();
}

// Baselines whose story no longer exists: removed by --update on a full run, reported otherwise.
const expectedFiles = new Set(shots.map((s) => s.file));
const listPngs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .filter((f) => f.endsWith('.png'))
        .map((f) => relative(baselineDir, join(dir, f)))
    : [];
if (!filter && themes === allThemes) {
  // baselines/pages/ belongs to the storefront template suite (test/e2e/pages.visual.spec.ts).
  const stale = listPngs(baselineDir).filter((f) => !f.startsWith(`pages${sep}`) && !expectedFiles.has(f));
  for (const file of stale) {
    if (update) rmSync(join(baselineDir, file));
    else console.log(`  notice: stale baseline ${file} (no such story; --update removes it)`);
  }
  if (update && stale.length) console.log(`Removed ${stale.length} stale baselines.`);
}

const secs = ((Date.now() - t0) / 1000).toFixed(1);
const problems = [
  ...results.errors,
  ...results.failed,
  ...results.missing.map((f) => `${f}: no baseline (CI)`),
];
if (problems.length) {
  console.error(`\n✗ ${problems.length} of ${shots.length} screenshots failed (${secs}s):`);
  for (const p of problems) console.error(`  - ${p}`);
  console.error(
    `\nDiffs: ${relative(root, diffDir)}/, actual: ${relative(root, actualDir)}/. If the change is intended: npm run test:visual -- --update`,
  );
  process.exit(1);
}
console.log(
  `✓ ${results.passed} matched, ${results.written} written, ${shots.length} screenshots in ${secs}s.`,
);
