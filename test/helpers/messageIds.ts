import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Finds message ids used in source, per the convention in lib/i18n/index.ts:
 * literal dotted ids written as `id: 'a.b'` or `id="a.b"` (also `id={'a.b'}`).
 * The dot keeps DOM ids (`id="main-content"`) out.
 */
const messageIdPattern = /\bid(?:\s*:\s*|\s*=\s*\{?\s*)(['"`])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+)\1/g;

export const findMessageIds = (source: string): string[] =>
  [...source.matchAll(messageIdPattern)].map((match) => match[2] ?? '');

export interface MessageUse {
  id: string;
  file: string;
}

const sourceFile = /\.(ts|tsx)$/;
const skipped = /(^|\/)(node_modules|build|\.react-router)(\/|$)/;

/** Every message id used under the given folders (missing folders are skipped). */
export const collectMessageUses = (root: string, folders: string[]): MessageUse[] => {
  const uses: MessageUse[] = [];
  const walk = (path: string) => {
    let stats: ReturnType<typeof statSync>;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      if (skipped.test(relative(root, path))) return;
      for (const entry of readdirSync(path)) walk(join(path, entry));
    } else if (sourceFile.test(path) && !path.endsWith('.d.ts')) {
      for (const id of findMessageIds(readFileSync(path, 'utf8')))
        uses.push({ id, file: relative(root, path) });
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return uses;
};

/** Uses whose id is not a key of `messages`, one line each: `pages/x.tsx: cart.bogus`. */
export const missingMessages = (uses: MessageUse[], messages: Record<string, unknown>): string[] =>
  uses.filter((use) => !(use.id in messages)).map((use) => `${use.file}: ${use.id}`);

/**
 * Every string literal shaped like a message id (`'a.b'`, `"a.b"`, a template without `${}`),
 * wherever it is written: an `id:`, a ternary, a lookup table, a server answer. The caller keeps
 * those that are ids of its pack.
 */
const idLiteralPattern = /(['"`])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+)\1/g;

export const findIdLiterals = (source: string): string[] =>
  [...source.matchAll(idLiteralPattern)].map((match) => match[2] ?? '');

// `import … from './x'`, `export … from './x'`, `import './x'` (not `import type`/`export type`),
// and `import('./x')`. Only relative specifiers: packages hold no message ids.
const staticImportPattern =
  /(?:^|[\n;])\s*(import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?(['"])(\.{1,2}\/[^'"]+)\2/g;
const dynamicImportPattern = /\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

const resolveModule = (from: string, specifier: string): string | undefined => {
  const base = join(from, '..', specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile() && sourceFile.test(candidate)) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
};

export interface ModuleWalk {
  /** Every module reached, relative to the root. */
  files: string[];
  /** Every id literal of `messages` in them: `pages/x.tsx: cart.badge.label`. */
  uses: MessageUse[];
}

/**
 * The modules the browser can load from `entries` — static and dynamic imports, transitively —
 * and the message ids written in them. The walk does not enter a module `stop` names (code that
 * brings its own messages), nor go past a `.server.ts` module (server-only: its own literals
 * count, as it may answer the page with an id, but not the server code it imports).
 */
export const walkMessageUses = (
  root: string,
  entries: string[],
  messages: Record<string, unknown>,
  stop: (file: string) => boolean,
): ModuleWalk => {
  const seen = new Set<string>();
  const uses: MessageUse[] = [];
  const visit = (path: string) => {
    const file = relative(root, path);
    if (seen.has(file) || stop(file)) return;
    seen.add(file);
    const source = readFileSync(path, 'utf8');
    for (const id of new Set(findIdLiterals(source)))
      if (Object.hasOwn(messages, id)) uses.push({ id, file });
    if (file.endsWith('.server.ts')) return;
    const specifiers = [
      ...[...source.matchAll(staticImportPattern)].map((match) => match[3] ?? ''),
      ...[...source.matchAll(dynamicImportPattern)].map((match) => match[2] ?? ''),
    ];
    for (const specifier of specifiers) {
      const target = resolveModule(path, specifier);
      if (target) visit(target);
    }
  };
  for (const entry of entries) visit(join(root, entry));
  return { files: [...seen], uses };
};
