/**
 * The stylesheets of the sections the browser loads on demand (pages/layout/lazySections.ts).
 *
 * A lazily hydrated section is still in the server's HTML, but CSS built into its own chunk
 * would arrive only when the section nears the viewport: the HTML would be unstyled until then.
 * The template sections' styles are therefore in the root's stylesheet (`rootChunkName`); what
 * is left here is a main section shown outside its route (a merchant's choice). The client build
 * records, for each section, the stylesheets of its chunk's static closure that the root does not
 * already link, and the server build gets that record as `virtual:vitrine/section-styles`
 * (section type → hrefs). The root loader sends it, and SectionList renders the links with a
 * React precedence: hoisted into the head, once each, before the section paints.
 *
 * `react-router build` builds the client, then the server, as two Vite builds: the record crosses
 * over as `build/.section-styles.json`. In dev it is empty: Vite injects each module's CSS when the
 * module loads.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { reachable } from './chunking.ts';

const virtualId = 'virtual:vitrine/section-styles';
const resolvedId = `\0${virtualId}`;

interface ChunkLike {
  type: 'chunk';
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function sectionStyles({
  sectionsDir,
  rootModule,
}: {
  sectionsDir: string;
  rootModule: string;
}): Plugin {
  let base = '/';
  let serving = false;
  let recordFile = '';
  const sectionEntry = new RegExp(
    `^${sectionsDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/]([^\\\\/]+)[\\\\/]Section\\.tsx$`,
  );
  return {
    name: 'vitrine:section-styles',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
      // Beside build/client and build/server: React Router empties build/ before the client build.
      recordFile = path.resolve(config.root, config.build.outDir, '..', '.section-styles.json');
    },
    resolveId: {
      filter: { id: new RegExp(`^${virtualId}$`) },
      handler: () => resolvedId,
    },
    load: {
      filter: { id: new RegExp(`^\\0${virtualId}$`) },
      handler: () =>
        `export default ${serving || !existsSync(recordFile) ? '{}' : readFileSync(recordFile, 'utf8')};`,
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & ChunkLike => item.type === 'chunk',
      );
      const byFile = new Map(Object.entries(bundle));
      const cssOfClosure = (start: ChunkLike) => {
        const chunksOf = (chunk: ChunkLike) =>
          chunk.imports.flatMap((file) => {
            const next = byFile.get(file);
            return next?.type === 'chunk' ? [next as unknown as ChunkLike] : [];
          });
        return new Set(
          [...reachable(start, chunksOf)].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
        );
      };
      // React Router's client route modules carry a query (`root.tsx?__react-router-build-client-route`).
      const root = chunks.find((chunk) => chunk.facadeModuleId?.split('?')[0] === rootModule);
      const linkedByRoot = root ? cssOfClosure(root) : new Set<string>();
      const record: Record<string, string[]> = {};
      // A section's module is a chunk's facade when only its dynamic import loads it, or a module
      // of its route's chunk (main sections): either way, that chunk's closure is what it needs.
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const type = sectionEntry.exec(path.normalize(id))?.[1];
          if (!type) continue;
          const hrefs = [...cssOfClosure(chunk)].filter((file) => !linkedByRoot.has(file));
          if (hrefs.length > 0) record[type] = hrefs.map((file) => `${base}${file}`);
        }
      }
      mkdirSync(path.dirname(recordFile), { recursive: true });
      writeFileSync(recordFile, JSON.stringify(record));
    },
  };
}
