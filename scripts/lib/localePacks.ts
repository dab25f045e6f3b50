/**
 * How language packs (`locales/*.json`) become modules, for the storefront build
 * (vite.config.ts), Vitest (vitest.config.ts) and Storybook (.storybook/vite.config.ts) alike.
 *
 * - Precompiled messages (formatjs "precompile messages"), in the storefront build only:
 *   every pack (imported statically for en-US and with `import()` for the others) reaches the
 *   bundle as ICU ASTs (`lib/i18n/compileMessages.ts`), in the client and the SSR build alike —
 *   the root loader sends the server's pack to the browser, and both must render the same text.
 *   Vitest and Storybook keep the strings.
 * - Packs in parts, everywhere: `locales/<locale>.json?scope=<name>` is only that part of
 *   the pack (`lib/i18n/messageScopes.ts`): `?scope=root` the ids every page may show (IntlRoot's
 *   default), `?scope=checkout` the ids only the checkout and thank-you sections show, which
 *   travel with their code. The authored pack stays one file.
 */
import path from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { compileMessages } from '../../lib/i18n/compileMessages.ts';
import { pickScope, scopeQuery } from '../../lib/i18n/messageScopes.ts';
import { writeScopedPacksDeclaration } from './scopedPacks.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const repositoryRoot = path.resolve(import.meta.dirname, '../..');
const localePack = new RegExp(
  `^${escapeRegExp(normalizePath(path.join(repositoryRoot, 'locales')))}/[^/?]+\\.json(\\?.*)?$`,
);

export function localePacks({ precompile }: { precompile: boolean }): Plugin {
  return {
    name: 'vitrine:locale-packs',
    // Before Vite's JSON plugin, which then turns a whole (compiled) pack into a module as usual.
    enforce: 'pre',
    // The scopes' module declarations follow the one list of scopes.
    buildStart() {
      writeScopedPacksDeclaration();
    },
    transform: {
      filter: { id: localePack },
      handler(code, id) {
        try {
          const scope = scopeQuery(id);
          const messages = JSON.parse(code) as Record<string, unknown>;
          if (scope === undefined) {
            return precompile ? { code: JSON.stringify(compileMessages(messages)), map: null } : null;
          }
          // Vite's JSON plugin leaves an id with a query alone: a part becomes a module here.
          const part = pickScope(messages, scope);
          const json = JSON.stringify(precompile ? compileMessages(part) : part);
          return { code: `export default ${json};`, moduleType: 'js', map: null };
        } catch (error) {
          this.error(`${path.relative(repositoryRoot, id)}: ${(error as Error).message}`);
        }
      },
    },
  };
}
