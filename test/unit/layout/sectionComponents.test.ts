import { describe, expect, it } from 'vitest';
import {
  lazySectionComponents,
  rootSectionComponents,
  sectionLoaders,
} from '../../../pages/layout/sectionComponents';
import { registry } from '../../../pages/registry';
import * as cart from '../../../pages/routes/cart';
import * as checkout from '../../../pages/routes/checkout';
import * as collection from '../../../pages/routes/collection';
import * as policy from '../../../pages/routes/policy';
import * as product from '../../../pages/routes/product';
import * as search from '../../../pages/routes/search';
import * as thankYou from '../../../pages/routes/thank-you';

// The browser's list of section components is kept apart from the server's registry so the product
// page does not ship every section. This keeps the two lists from drifting: a section the
// server can render must be drawable after hydration, by the same component.
describe('client section components', () => {
  const clientTypes = [...Object.keys(rootSectionComponents), ...Object.keys(lazySectionComponents)];

  it('cover every registered section type, once', () => {
    expect([...clientTypes].sort()).toEqual(Object.keys(registry).sort());
    expect(new Set(clientTypes).size).toBe(clientTypes.length);
  });

  it('bundle the registry’s own component for the root’s sections', () => {
    for (const [type, component] of Object.entries(rootSectionComponents)) {
      expect(component, type).toBe(registry[type]?.component);
    }
  });

  it('load the registry’s own component for the others', async () => {
    expect(Object.keys(sectionLoaders).sort()).toEqual(Object.keys(lazySectionComponents).sort());
    for (const [type, load] of Object.entries(sectionLoaders)) {
      expect(await load(), type).toBe(registry[type]?.component);
    }
  });

  it('hand each route the registry’s own component for its main section', () => {
    const routes = { cart, checkout, collection, policy, product, search, thankYou };
    for (const [name, route] of Object.entries(routes)) {
      const entries = Object.entries(route.handle.sections);
      expect(entries.length, name).toBeGreaterThan(0);
      for (const [type, component] of entries)
        expect(component, `${name}: ${type}`).toBe(registry[type]?.component);
    }
  });
});
