import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import hash from '@emotion/hash';

type IdentifierArgs = { hash: string; filePath?: string; packageName?: string };

/**
 * Short class names and CSS variable names for the storefront build (vanilla-extract's
 * `identifiers`). Its default is a hash of the file's path plus a counter (`_1wjkytt0`, 9
 * characters); every class a component uses is written out in the browser's JavaScript, the
 * stylesheet and the HTML. Here each `.css.ts` file of the repository gets a two-character id,
 * its index in the sorted file list, and keeps vanilla-extract's counter: `_0a0`. Same list and
 * order in the client and the server build, so both render the same names.
 */
export function shortIdentifiers(root: string, dirs: readonly string[]) {
  const ownPackage = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string })
    .name;
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.css.ts')) files.push(relative);
    }
  };
  for (const dir of dirs) walk(dir);
  files.sort();
  if (files.length > 36 * 36)
    throw new Error('shortIdentifiers: more than 1296 .css.ts files, widen the file id');
  const ids = new Map(files.map((file, index) => [file, index.toString(36).padStart(2, '0')]));
  return ({ hash: identifier, filePath, packageName }: IdentifierArgs): string => {
    const file = filePath && path.posix.normalize(filePath.split(path.sep).join('/')).replace(/^\.?\//, '');
    const id = file && packageName === ownPackage ? ids.get(file) : undefined;
    // Anything outside the list (a dependency's own styles) keeps vanilla-extract's name.
    if (id === undefined) return /^[0-9]/.test(identifier) ? `_${identifier}` : identifier;
    const fileScope = hash(`${packageName}${filePath}`);
    if (!identifier.startsWith(fileScope)) {
      throw new Error(`shortIdentifiers: "${identifier}" does not start with ${file}'s scope hash`);
    }
    return `_${id}${identifier.slice(fileScope.length)}`;
  };
}
