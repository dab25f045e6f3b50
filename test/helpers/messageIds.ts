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
