/**
 * The language packs (`locales/<locale>.json`) as the server reads them: each on its first use,
 * once per process, from the project folder the server runs in (scripts/start.mjs moves there).
 * Bundled into the server entry instead, all seventeen made every start parse ~1 MB of object
 * literals for languages the process may never answer in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type LocalePack = Record<string, unknown>;

const packs = new Map<string, LocalePack>();

/** `locale`'s pack; empty when there is none (every caller falls back to English). */
export function localePack(locale: string): LocalePack {
  let pack = packs.get(locale);
  if (!pack) {
    pack = {};
    if (/^[a-z]{2}-[A-Z]{2}$/.test(locale)) {
      try {
        pack = JSON.parse(readFileSync(path.resolve('locales', `${locale}.json`), 'utf8')) as LocalePack;
      } catch {
        // No pack for this language: English it is.
      }
    }
    packs.set(locale, pack);
  }
  return pack;
}
