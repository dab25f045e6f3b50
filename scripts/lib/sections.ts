/**
 * Everything the build and the browser need about sections, generated from the one registry
 * (pages/sections/registry.ts): a section is its folder, `<sectionsDir>/<type>/`, and its line.
 *
 * - `virtual:vitrine/sections/server` — every section's entry: `{ type, hydrate, schema, component,
 *   load, defer }` from its schema.ts, Section.tsx and (when present) load.server.ts. Imported by
 *   server modules only (pages/layout/sectionEntries.server.ts, entry.server.tsx): schemas, loads and
 *   the store's wire stay out of the browser.
 * - `virtual:vitrine/sections/browser` — the components only: the `root` ones bundled, every other
 *   one as a dynamic import of its Section.tsx (a `none` or `visible` section always, a `route`
 *   section when a merchant puts it on another route's template), and which types are `none`.
 * - each `route` section's route module gets a generated `handle` (`{ sections: { <type>:
 *   Component } }`): the route's chunk carries the section and React Router links its CSS with it.
 * - `lazyEntries(registry)`: the Section.tsx files hydrated on demand, for `rootChunkName`
 *   (scripts/lib/chunking.ts), whose styles go into the root stylesheet.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { SectionRegistry } from '../../pages/layout/sectionRegistry.ts';

const serverId = 'virtual:vitrine/sections/server';
const browserId = 'virtual:vitrine/sections/browser';
const laterId = 'virtual:vitrine/sections/later';

export interface SectionFiles {
  type: string;
  schema: string;
  component: string;
  /** Absent when the section loads nothing. */
  load: string | null;
}

/** A registered section's files; a missing schema.ts or Section.tsx is a build error. */
export function sectionFiles(registry: SectionRegistry, sectionsDir: string): SectionFiles[] {
  return Object.keys(registry).map((type) => {
    const dir = path.join(sectionsDir, type);
    const file = (name: string) => path.join(dir, name);
    for (const required of ['schema.ts', 'Section.tsx']) {
      if (!existsSync(file(required)))
        throw new Error(`section "${type}" is registered but ${file(required)} does not exist`);
    }
    return {
      type,
      schema: file('schema.ts'),
      component: file('Section.tsx'),
      load: existsSync(file('load.server.ts')) ? file('load.server.ts') : null,
    };
  });
}

const str = JSON.stringify;

/** The server's module: every entry, in registry order. */
export function serverModule(registry: SectionRegistry, sectionsDir: string): string {
  const files = sectionFiles(registry, sectionsDir);
  const imports = files.flatMap((section, i) => [
    `import { schema as schema${i} } from ${str(section.schema)};`,
    `import component${i} from ${str(section.component)};`,
    ...(section.load ? [`import * as load${i} from ${str(section.load)};`] : []),
  ]);
  const entries = files.map(
    (section, i) =>
      `  { type: ${str(section.type)}, hydrate: ${str(registry[section.type]?.hydrate)}, schema: schema${i}, component: component${i}` +
      (section.load ? `, load: load${i}.load, defer: load${i}.defer === true` : '') +
      ' },',
  );
  return `${imports.join('\n')}\nexport const sectionEntries = [\n${entries.join('\n')}\n];\n`;
}

const hydrateOf = (registry: SectionRegistry, type: string) => registry[type]?.hydrate;
const loader = (component: string) => `() => import(${str(component)}).then((module) => module.default)`;

/**
 * The browser's module: the root's components, and how to load each of the others. A `visible`
 * section's chunk is one import away; the sections the first page view never loads (`none`, and a
 * `route` section met outside its route) are two, through `virtual:vitrine/sections/later`, so the
 * root's chunk carries one import and one dependency list for all of them instead of one each.
 */
export function browserModule(registry: SectionRegistry, sectionsDir: string): string {
  const files = sectionFiles(registry, sectionsDir);
  const root = files.filter((section) => hydrateOf(registry, section.type) === 'root');
  const visible = files.filter((section) => hydrateOf(registry, section.type) === 'visible');
  const later = files.filter((section) =>
    ['none', 'route'].includes(hydrateOf(registry, section.type) ?? ''),
  );
  const staticTypes = files.flatMap((section) =>
    hydrateOf(registry, section.type) === 'none' ? [section.type] : [],
  );
  const routeTypes = later.flatMap((section) =>
    hydrateOf(registry, section.type) === 'route' ? [section.type] : [],
  );
  // Each type is named once: the loaders of `none` and `route` sections are built from the lists.
  return [
    ...root.map((section, i) => `import root${i} from ${str(section.component)};`),
    `export const rootSections = { ${root.map((section, i) => `${str(section.type)}: root${i}`).join(', ')} };`,
    `export const staticSections = ${str(staticTypes)};`,
    `const later = (type) => () => import(${str(laterId)}).then((module) => module.default[type]());`,
    'export const sectionLoaders = {',
    ...visible.map((section) => `  ${str(section.type)}: ${loader(section.component)},`),
    `  ...Object.fromEntries([...staticSections, ...${str(routeTypes)}].map((type) => [type, later(type)])),`,
    '};',
  ].join('\n');
}

/** `virtual:vitrine/sections/later`: the loaders of the sections the first page view never loads. */
export function laterModule(registry: SectionRegistry, sectionsDir: string): string {
  const later = sectionFiles(registry, sectionsDir).filter((section) =>
    ['none', 'route'].includes(hydrateOf(registry, section.type) ?? ''),
  );
  return [
    'export default {',
    ...later.map((section) => `  ${str(section.type)}: ${loader(section.component)},`),
    '};',
  ].join('\n');
}

/** The Section.tsx files the browser loads on demand (`none` and `visible`). */
export function lazyEntries(registry: SectionRegistry, sectionsDir: string): string[] {
  return sectionFiles(registry, sectionsDir)
    .filter((section) => {
      const hydrate = registry[section.type]?.hydrate;
      return hydrate === 'none' || hydrate === 'visible';
    })
    .map((section) => section.component);
}

/** What a route module gets appended: its `route` sections as its handle. */
export function routeHandle(registry: SectionRegistry, sectionsDir: string, route: string): string | null {
  const own = Object.entries(registry).flatMap(([type, line]) =>
    line.hydrate === 'route' && line.route === route ? [type] : [],
  );
  if (own.length === 0) return null;
  return [
    ...own.map(
      (type, i) => `import __vitrineSection${i} from ${str(path.join(sectionsDir, type, 'Section.tsx'))};`,
    ),
    `export const handle = { sections: { ${own.map((type, i) => `${str(type)}: __vitrineSection${i}`).join(', ')} } };`,
  ].join('\n');
}

export function sections({
  registry,
  sectionsDir,
  appDir,
}: {
  registry: SectionRegistry;
  sectionsDir: string;
  /** React Router's appDirectory: `route` lines are relative to it. */
  appDir: string;
}): Plugin {
  const routes = new Map(
    Object.values(registry).flatMap((line) =>
      line.hydrate === 'route' ? [[path.join(appDir, line.route), line.route] as const] : [],
    ),
  );
  for (const file of routes.keys()) {
    if (!existsSync(file)) throw new Error(`a section's route ${file} does not exist`);
  }
  return {
    name: 'vitrine:sections',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^virtual:vitrine\/sections\/(server|browser|later)$/ },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:vitrine\/sections\/(server|browser|later)$/ },
      handler(id) {
        if (id === `\0${serverId}`) return serverModule(registry, sectionsDir);
        if (id === `\0${browserId}`) return browserModule(registry, sectionsDir);
        if (id === `\0${laterId}`) return laterModule(registry, sectionsDir);
        return null;
      },
    },
    // Both builds (and React Router's export scan) see the same handle, so the server renders a
    // route's own sections as the browser will: hydrated with the route, not lazily.
    transform(code, id) {
      const [file = id, query = ''] = id.split('?');
      const route = routes.get(file);
      // React Router's client route facade (`?__react-router-build-client-route`) re-exports it.
      if (!route || query.includes('react-router')) return null;
      if (/export\s+(const|function|let)\s+handle\b/.test(code))
        throw new Error(`${id}: its handle is generated from pages/sections/registry.ts; remove its own`);
      const handle = routeHandle(registry, sectionsDir, route);
      return handle ? { code: `${code}\n${handle}\n`, map: null } : null;
    },
  };
}
