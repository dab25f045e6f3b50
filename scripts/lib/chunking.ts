/**
 * Two build-time helpers for the storefront's client chunks (fewer, right-sized requests
 * on the product page). Used by vite.config.ts only; Storybook and Vitest keep plain imports.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Reexport {
  /** Absolute path of the module that defines the export, without extension. */
  source: string;
  /** Its name there. */
  name: string;
}

const exportBlock = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const importBlock = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g;

/** `export { A, type B, C as D } from './x'` lines of a barrel: exported name → where it lives. */
function readBarrel(file: string): Map<string, Reexport> {
  const names = new Map<string, Reexport>();
  const text = readFileSync(file, 'utf8');
  for (const [, list = '', from = ''] of text.matchAll(exportBlock)) {
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const [local = spec, exported = local] = spec.split(/\s+as\s+/);
      names.set(exported, { source: path.resolve(path.dirname(file), from), name: local });
    }
  }
  return names;
}

/**
 * Rewrites `import { Button, Stack } from '../components'` into imports of `components/Button/Button`
 * and `components/Stack/Stack` (what Next.js calls optimizePackageImports). Tree-shaking already
 * drops what a page does not use; this is for the chunker, whose module graph otherwise says that
 * everything importing the barrel imports every component — the lazy dialogs and the carousel
 * included — so `rootChunkName` could not tell what the root really loads.
 * Names a barrel does not list plainly (type-only, `export *`) keep their barrel import.
 */
export function directBarrelImports(barrelFiles: string[]): Plugin {
  const barrels = new Map(barrelFiles.map((file) => [file.replace(/[\\/]index\.ts$/, ''), readBarrel(file)]));
  return {
    name: 'vitrine:direct-barrel-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || id.endsWith('.css.ts')) return null;
      let changed = false;
      const out = code.replace(importBlock, (statement, list: string, from: string) => {
        if (!from.startsWith('.')) return statement;
        const barrel = barrels.get(path.resolve(path.dirname(id), from));
        if (!barrel) return statement;
        const bySource = new Map<string, string[]>();
        const kept: string[] = [];
        for (const raw of list.split(',')) {
          const spec = raw.trim();
          if (!spec || spec.startsWith('type ')) continue;
          const [imported = spec, local = imported] = spec.split(/\s+as\s+/);
          const target = barrel.get(imported);
          if (!target) {
            kept.push(spec);
            continue;
          }
          const specs = bySource.get(target.source) ?? [];
          specs.push(target.name === local ? local : `${target.name} as ${local}`);
          bySource.set(target.source, specs);
        }
        changed = true;
        const lines = [...bySource].map(
          ([source, specs]) => `import { ${specs.join(', ')} } from ${JSON.stringify(source)};`,
        );
        if (kept.length > 0) lines.push(`import { ${kept.join(', ')} } from ${JSON.stringify(from)};`);
        return lines.join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

/** Every node reachable from `start` through `next` (start included): a build graph's closure. */
export function reachable<T>(start: T, next: (node: T) => Iterable<T>): Set<T> {
  const seen = new Set<T>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.pop() as T;
    if (seen.has(node)) continue;
    seen.add(node);
    queue.push(...next(node));
  }
  return seen;
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * A `codeSplitting` group name function for one `root-deps` chunk: every module that every page
 * loads. That is what the root route imports statically, however deep, and what all the page
 * routes import statically (a page is the root plus one route). The merge costs no page a byte;
 * left alone, rolldown cuts these modules into ~20 small chunks wherever a lazy dialog or another
 * route shares one — and on HTTP/1.1 (6 connections per origin) each small chunk costs a slow phone
 * a round trip (Lighthouse simulates 150 ms), each stylesheet a render-blocking one. Static imports
 * only: what is loaded lazily stays lazy. Needs `directBarrelImports`, or the barrels would drag
 * every component in.
 *
 * Two more kinds of module join it, for the same round trips:
 * - what the `primaryRoute` (the product page, whose initial JavaScript has a budget) shares with
 *   any other route or lazily loaded section: the product page loads them anyway, now in one
 *   request, and the pages that share them get them from the cache;
 * - the stylesheet modules (`.css.ts`) of the `lazyEntries` (sections hydrated on demand): their
 *   CSS lands in the root's stylesheet, so a page's HTML is styled by one file, while their code
 *   waits for the viewport. Only the class-name maps come along, a few hundred bytes.
 */
export function rootChunkName(
  rootModule: string,
  routeModules: string[],
  { primaryRoute, lazyEntries = [] }: { primaryRoute?: string; lazyEntries?: string[] } = {},
) {
  let everyPage: Set<string> | undefined;
  const closureOf = (start: string, graph: ModuleGraph) =>
    reachable(start, (module) => graph.getModuleInfo(module)?.importedIds ?? []);
  return (id: string, ctx: ModuleGraph): string | null => {
    if (!everyPage) {
      const routeClosures = new Map(routeModules.map((route) => [route, closureOf(route, ctx)]));
      const [first, ...rest] = [...routeClosures.values()];
      const sharedByRoutes = [...(first ?? [])].filter((module) =>
        rest.every((closure) => closure.has(module)),
      );
      const lazyClosures = lazyEntries.map((entry) => closureOf(entry, ctx));
      const primary = primaryRoute ? routeClosures.get(primaryRoute) : undefined;
      const others = [
        ...[...routeClosures].filter(([route]) => route !== primaryRoute).map(([, closure]) => closure),
        ...lazyClosures,
      ];
      const sharedByPrimary = [...(primary ?? [])].filter((module) =>
        others.some((closure) => closure.has(module)),
      );
      const lazyStyles = lazyClosures.flatMap((closure) =>
        [...closure].filter((module) => module.endsWith('.css.ts')),
      );
      everyPage = new Set([
        ...closureOf(rootModule, ctx),
        ...sharedByRoutes,
        ...sharedByPrimary,
        ...lazyStyles,
      ]);
      for (const entry of [rootModule, ...routeModules, ...lazyEntries]) everyPage.delete(entry);
    }
    return everyPage.has(id) ? 'root-deps' : null;
  };
}
