/**
 * A section is its folder and one registry line: these fixture sections (test/fixtures/sections)
 * are registered nowhere else, yet the generator picks them up, their settings are validated, their
 * load runs and the server renders them.
 */
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { createServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import type { StoreClient } from '../../../api/client';
import type { ThemeData } from '../../../api/theme';
import { loadSections } from '../../../pages/layout/loadSections';
import { SectionList } from '../../../pages/layout/SectionList';
import { ServerSectionComponents } from '../../../pages/layout/sectionComponents';
import type { SectionRegistry } from '../../../pages/layout/sectionRegistry';
import type { RegisteredSection } from '../../../pages/layout/types';
import { resolveTemplate } from '../../../pages/layout/validate';
import {
  browserModule,
  laterModule,
  lazyEntries,
  routeHandle,
  sections,
  serverModule,
} from '../../../scripts/lib/sections';
import { themeSettings as themes } from '../../../themes';

const fixtures = path.join(import.meta.dirname, '..', '..', 'fixtures', 'sections');
const testRegistry = {
  greeting: { hydrate: 'none' },
  wave: { hydrate: 'route', route: 'routes/wave.tsx' },
} as const satisfies SectionRegistry;

/** A module as the plugin makes it for a registry (the build's own plugin, on the fixtures). */
async function generated(registry: SectionRegistry, id: string): Promise<Record<string, unknown>> {
  const server = await createServer({
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false },
    plugins: [sections({ registry, sectionsDir: fixtures, appDir: path.join(fixtures, '..') })],
  });
  try {
    return await server.ssrLoadModule(id);
  } finally {
    await server.close();
  }
}

const generatedEntries = async (registry: SectionRegistry) =>
  (await generated(registry, 'virtual:vitrine/sections/server')).sectionEntries as RegisteredSection[];

const layout = (settings: Record<string, unknown>) => ({
  sections: { hello: { type: 'greeting', settings }, hand: { type: 'wave' } },
  order: ['hello', 'hand'],
});

describe('the section contract', () => {
  it('generates a server entry from the folder: schema, component, load', async () => {
    const [greeting, wave] = await generatedEntries(testRegistry);
    expect(greeting?.type).toBe('greeting');
    expect(greeting?.hydrate).toBe('none');
    expect(greeting?.schema.name).toBe('Greeting');
    expect(greeting?.load).toBeTypeOf('function');
    expect(greeting?.defer).toBe(false);
    expect(wave?.type).toBe('wave');
    expect(wave?.load).toBeUndefined();
  });

  it('validates its settings, runs its load and renders it on the server', async () => {
    const entries = await generatedEntries(testRegistry);
    const registry = Object.fromEntries(entries.map((entry) => [entry.type, entry]));
    const schemas = Object.fromEntries(entries.map((entry) => [entry.type, entry.schema]));
    const warn = vi.fn();
    // Over its maxLength: the section is dropped, with a warning naming the setting.
    expect(resolveTemplate(layout({ name: 'x'.repeat(21) }), schemas, { warn })).toHaveLength(1);
    expect(warn.mock.calls[0]?.[0]).toContain('setting "name"');

    const resolved = resolveTemplate(layout({ name: 'Ada', times: 2 }), schemas, { warn });
    const url = new URL('https://shop.test/pages/hello');
    const loaded = await loadSections(resolved, registry, {
      store: {} as StoreClient,
      request: new Request(url),
      url,
      params: {},
      theme: {} as ThemeData,
      currency: 'USD',
      page: { kind: 'home' },
    });
    expect(loaded[0]?.data).toEqual({ shout: 'ADA', path: '/pages/hello' });

    const components = Object.fromEntries(entries.map((entry) => [entry.type, entry.component]));
    const Page = createRoutesStub([
      {
        path: '/pages/hello',
        // biome-ignore lint/correctness/noComponentHookFactories: a route stub closing over this test's sections; it renders once.
        Component: () => (
          <SectionList sections={loaded} page={{ kind: 'home' }} themeSettings={themes.venue} />
        ),
      },
    ]);
    const html = renderToString(
      <ServerSectionComponents value={components}>
        <Page initialEntries={['/pages/hello']} />
      </ServerSectionComponents>,
    );
    expect(html).toContain('Hello <!-- -->ADA<!-- --> ×<!-- -->2<!-- --> on <!-- -->/pages/hello');
    expect(html).toContain('data-section-type="greeting"');
    expect(html).toContain('👋');
  });

  it('gives the browser only components, by hydration mode', () => {
    const component = (type: string) => JSON.stringify(path.join(fixtures, type, 'Section.tsx'));
    const withRoot = browserModule({ ...testRegistry, wave: { hydrate: 'root' } }, fixtures);
    // `root`: bundled; `none`: listed as static, loaded later through the indirection module.
    expect(withRoot).toContain(`import root0 from ${component('wave')}`);
    expect(withRoot).toContain('export const staticSections = ["greeting"]');
    // A `none` section loads through the indirection module, named once in staticSections.
    expect(withRoot).toContain(
      '...Object.fromEntries([...staticSections, ...[]].map((type) => [type, later(type)]))',
    );
    expect(laterModule(testRegistry, fixtures)).toContain(
      `"greeting": () => import(${component('greeting')})`,
    );
    // `visible`: its own chunk, one import away.
    const withVisible = browserModule({ ...testRegistry, wave: { hydrate: 'visible' } }, fixtures);
    expect(withVisible).toContain(`"wave": () => import(${component('wave')})`);
    for (const code of [withRoot, withVisible, laterModule(testRegistry, fixtures)]) {
      expect(code).not.toContain('schema');
      expect(code).not.toContain('load.server');
    }
    expect(lazyEntries(testRegistry, fixtures)).toEqual([path.join(fixtures, 'greeting', 'Section.tsx')]);
  });

  it('hands a route section to its route as the route’s handle', async () => {
    const route = await generated(testRegistry, path.join(fixtures, '..', 'routes', 'wave.tsx'));
    const [, wave] = await generatedEntries(testRegistry);
    expect((route.handle as { sections: Record<string, unknown> }).sections.wave).toBeTypeOf('function');
    expect(wave?.hydrate).toBe('route');

    const handle = routeHandle(testRegistry, fixtures, 'routes/wave.tsx');
    expect(handle).toContain(JSON.stringify(path.join(fixtures, 'wave', 'Section.tsx')));
    expect(handle).toContain('export const handle = { sections: { "wave": __vitrineSection0 } }');
    expect(routeHandle(testRegistry, fixtures, 'routes/other.tsx')).toBeNull();
  });

  it('refuses a line without its folder', () => {
    expect(() => serverModule({ missing: { hydrate: 'none' } }, fixtures)).toThrow(
      /section "missing" is registered but .*missing\/schema\.ts does not exist/,
    );
  });
});
