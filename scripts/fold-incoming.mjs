#!/usr/bin/env node
/**
 * Folds `locales/incoming/<helper>/<locale>.json` (flat `{ id: message }` translations of ids a
 * branch added to en-US) into `locales/<locale>.json`, every pack rewritten in en-US's id order so
 * a reviewer can still read the packs side by side; then removes the folded files. Run after the
 * branches that added the ids are merged (en-US must hold them). Prints, per pack, the en-US ids
 * it still lacks and the ids en-US does not know; `test/unit/i18n/packs.test.ts` checks the rest.
 *
 *   node scripts/fold-incoming.mjs          fold every helper's folder
 *   node scripts/fold-incoming.mjs --check  report only, write nothing
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const locales = path.join(root, 'locales');
const incoming = path.join(locales, 'incoming');
const check = process.argv.includes('--check');
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

const english = read(path.join(locales, 'en-US.json'));
const order = Object.keys(english);
const helpers = existsSync(incoming)
  ? readdirSync(incoming, { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];
const packs = readdirSync(locales).filter((name) => name.endsWith('.json') && name !== 'en-US.json');

let problems = 0;
for (const name of packs) {
  const pack = read(path.join(locales, name));
  for (const helper of helpers) {
    const file = path.join(incoming, helper.name, name);
    if (existsSync(file)) Object.assign(pack, read(file));
  }
  const missing = order.filter((id) => typeof pack[id] !== 'string');
  const unknown = Object.keys(pack).filter((id) => !Object.hasOwn(english, id));
  if (missing.length > 0)
    console.log(`${name}: lacks ${missing.length} en-US ids: ${missing.slice(0, 8).join(', ')}…`);
  if (unknown.length > 0)
    console.log(`${name}: ${unknown.length} ids en-US does not know: ${unknown.slice(0, 8).join(', ')}…`);
  problems += missing.length + unknown.length;
  if (check) continue;
  const ordered = Object.fromEntries(
    [...order, ...unknown].filter((id) => id in pack).map((id) => [id, pack[id]]),
  );
  writeFileSync(path.join(locales, name), `${JSON.stringify(ordered, null, 2)}\n`);
}
if (!check) for (const helper of helpers) rmSync(path.join(incoming, helper.name), { recursive: true });
if (!check && existsSync(incoming) && readdirSync(incoming).length === 0)
  rmSync(incoming, { recursive: true });
console.log(problems === 0 ? 'every pack holds exactly the en-US ids' : `${problems} ids to look at`);
process.exitCode = problems === 0 ? 0 : 1;
