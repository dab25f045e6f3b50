#!/usr/bin/env node
/**
 * The JS budget (a step of `npm test`): the product page's initial JavaScript, gzipped,
 * stays at or below 140 KB. Deterministic: it reads the production build, never a browser.
 *
 * "Initial" is what the server-rendered product page makes the browser load before it is
 * interactive: React Router's manifest module, the client entry and the modules of the root and
 * product routes (the manifest's `entry` and `routes` records), plus every module those import
 * statically, followed through the files themselves. Chunks reached only through `import()`
 * are lazy: listed, not counted. Sizes are gzip at zlib's default level, as the server's
 * compression sends them.
 *
 *   node scripts/js-budget.mjs [--route routes/product] [--budget-kb 140]
 *
 * Exits 1 above the budget, and when build/ is missing (run `node scripts/start.mjs
 * --build-only` first): a budget that cannot be measured is not a pass. A change that needs more
 * must take it from somewhere else (docs/performance.md lists where the bytes go).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const assets = path.join(root, 'build/client/assets');

const { values: args } = parseArgs({
  options: {
    route: { type: 'string', default: 'routes/product' },
    'budget-kb': { type: 'string', default: '140' },
  },
});
const budgetBytes = Number(args['budget-kb']) * 1024;

function fail(message) {
  console.error(`✗ JS budget: ${message}`);
  process.exit(1);
}

if (!existsSync(assets))
  fail('build/client/assets is missing — run `node scripts/start.mjs --build-only` first');
const manifestFiles = readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
if (manifestFiles.length !== 1) {
  fail(`expected one React Router manifest in build/client/assets, found ${manifestFiles.length}`);
}
const manifestSource = readFileSync(path.join(assets, manifestFiles[0]), 'utf8');
const manifestJson = /^window\.__reactRouterManifest\s*=\s*(\{.*\});?\s*$/s.exec(manifestSource)?.[1];
if (!manifestJson) fail(`${manifestFiles[0]} is not a React Router manifest`);
const manifest = JSON.parse(manifestJson);

const fileOf = (url) => path.basename(url.split('?')[0]);
const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const full = path.join(assets, file);
    if (!existsSync(full)) fail(`the manifest names ${file}, which is not in build/client/assets`);
    const buffer = readFileSync(full);
    sizes.set(file, { raw: buffer.length, gzip: gzipSync(buffer).length, source: buffer.toString('utf8') });
  }
  return sizes.get(file);
}

// Static `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; dynamic
// `import("./x.js")` and Vite's preload dependency lists (`"assets/x.js"` strings).
const staticImport =
  /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
const dynamicImport = /import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;
const preloadList = /["'](?:\/?assets\/)([\w.-]+\.js)["']/g;

function edges(file) {
  const { source } = size(file);
  const pick = (pattern) => new Set([...source.matchAll(pattern)].map((m) => fileOf(m[1])));
  const statics = pick(staticImport);
  const dynamics = new Set([...pick(dynamicImport), ...pick(preloadList)].filter((f) => !statics.has(f)));
  return { statics, dynamics };
}

// Route chain root → … → the route.
const chain = [];
for (let id = args.route; id; id = manifest.routes[id]?.parentId) {
  if (!manifest.routes[id])
    fail(`no route ${id} in the manifest (${Object.keys(manifest.routes).join(', ')})`);
  chain.unshift(id);
}

/** Why each initial file is loaded (first reason wins). */
const reasons = new Map();
const queue = [];
const add = (file, reason) => {
  if (reasons.has(file)) return;
  reasons.set(file, reason);
  queue.push(file);
};
add(manifestFiles[0], 'route manifest');
add(fileOf(manifest.entry.module), 'client entry');
for (const dep of manifest.entry.imports ?? []) add(fileOf(dep), 'client entry import');
for (const id of chain) {
  add(fileOf(manifest.routes[id].module), `route ${id}`);
  for (const dep of manifest.routes[id].imports ?? []) add(fileOf(dep), `${id} import`);
}
while (queue.length > 0) {
  const file = queue.shift();
  for (const dep of edges(file).statics) add(dep, `imported by ${file}`);
}

// Lazy: reached through import() from the initial set or from other lazy chunks. The manifest
// names every route's module; those load on navigation and are listed apart.
const manifestFile = manifestFiles[0];
const lazy = new Map();
const lazyQueue = [...reasons.keys()].filter((file) => file !== manifestFile);
while (lazyQueue.length > 0) {
  const file = lazyQueue.shift();
  const { statics, dynamics } = edges(file);
  const next = reasons.has(file) ? dynamics : new Set([...statics, ...dynamics]);
  for (const dep of next) {
    if (reasons.has(dep) || lazy.has(dep) || !existsSync(path.join(assets, dep))) continue;
    lazy.set(dep, file);
    lazyQueue.push(dep);
  }
}
const otherRoutes = new Set(
  Object.values(manifest.routes)
    .flatMap((route) => [route.module, ...(route.imports ?? [])])
    .map(fileOf)
    .filter((file) => !reasons.has(file) && !lazy.has(file)),
);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const initial = [...reasons].map(([file, reason]) => ({ file, reason, ...size(file) }));
initial.sort((a, b) => b.gzip - a.gzip);
const total = initial.reduce((sum, c) => sum + c.gzip, 0);
const totalRaw = initial.reduce((sum, c) => sum + c.raw, 0);

console.log(`Initial JavaScript of ${chain.join(' → ')} (gzip, zlib default level):`);
for (const c of initial) {
  console.log(`  ${kb(c.gzip).padStart(9)}  ${kb(c.raw).padStart(9)} raw  ${c.file.padEnd(36)} ${c.reason}`);
}
console.log(`  ${kb(total).padStart(9)}  ${kb(totalRaw).padStart(9)} raw  total (budget ${kb(budgetBytes)})`);

if (lazy.size > 0) {
  console.log('\nLoaded lazily (import()), not counted:');
  for (const [file, from] of [...lazy].sort((a, b) => size(b[0]).gzip - size(a[0]).gzip)) {
    console.log(`  ${kb(size(file).gzip).padStart(9)}  ${file.padEnd(36)} from ${from}`);
  }
} else {
  console.log('\nLoaded lazily (import()): nothing — every chunk this page uses is in the initial load.');
}
const otherGzip = [...otherRoutes].reduce((sum, file) => sum + size(file).gzip, 0);
console.log(`Other routes' chunks, loaded on navigation: ${otherRoutes.size} files, ${kb(otherGzip)}.`);

// The store's zod schemas (api/*.ts) cost 28 KB gzipped and, evaluated, about 140 ms of main
// thread at Lighthouse's 4× CPU: a listing section that imported one constant from api/catalog
// loaded them on every collection page. Only the checkout and the account screens' forms (which
// validate with them, and which the account screens load with import()) may import them
// statically, and so may the login dialog (the log-in form,
// fetched only when a guest presses something that needs an account, such as a wishlist heart);
// the cart, the search suggestions and the review form's check (on send) load them with import().
const schemaChunks = readdirSync(assets).filter(
  (file) => file.endsWith('.js') && size(file).source.includes('._zod.'),
);
const allowedImporters =
  /^(main-checkout|main-account[\w-]*|main-track-order|cart|client|checkReview|LoginDialog|useAccountForm|AuthForms|AddressForm|CardForm)-[\w-]+\.js$/;
const jsFiles = readdirSync(assets).filter((f) => f.endsWith('.js'));
/** Chunks that import each chunk statically. */
const staticImporters = new Map();
for (const file of jsFiles) {
  for (const imported of edges(file).statics) {
    if (!staticImporters.has(imported)) staticImporters.set(imported, new Set());
    staticImporters.get(imported).add(file);
  }
}
/**
 * A chunk may hold or import the schemas when it is one of the allowed importers, or a piece
 * split out of them: every chunk importing it statically may (a shared validation module of the
 * checkout and the review check). A chunk nothing imports statically is an entry: never.
 */
const mayUseSchemas = (file, seen = new Set()) => {
  if (allowedImporters.test(file)) return true;
  // Met again through a cycle of split chunks (zod's and a validation module's): the chunks
  // outside the cycle decide.
  if (seen.has(file)) return true;
  const importers = staticImporters.get(file);
  if (!importers || importers.size === 0) return false;
  seen.add(file);
  return [...importers].every((importer) => mayUseSchemas(importer, seen));
};
for (const file of jsFiles) {
  const statics = edges(file).statics;
  const schemas = schemaChunks.filter((chunk) => statics.has(chunk));
  if (schemas.length > 0 && !mayUseSchemas(file)) {
    fail(
      `${file} imports the store schemas (${schemas.join(', ')}) statically: keep zod out of the page's code`,
    );
  }
}
console.log(
  `Store schemas (zod) in ${schemaChunks.join(', ') || 'no chunk'}: imported statically only by the checkout and the lazily loaded cart and store client.`,
);

if (total > budgetBytes) {
  fail(
    `${kb(total)} of initial JavaScript on ${args.route} is over the ${kb(budgetBytes)} budget by ${Math.round(total - budgetBytes)} bytes`,
  );
}
console.log(`\n✓ JS budget: ${kb(total)} ≤ ${kb(budgetBytes)} (${kb(budgetBytes - total)} to spare)`);
