/**
 * Which React component draws each section type in the browser, from what the build generated out
 * of pages/sections/registry.ts (scripts/lib/sections.ts). The server has every component
 * (sectionEntries.server.ts, handed to SectionList by entry.server.tsx); the browser must not, or
 * every page would ship every section. So, in the browser:
 * - `root` sections come with the root (every page shows them first);
 * - a `route` section comes with its route's module, through the handle the build gives that
 *   route, so React Router loads it, and links its CSS, with the route;
 * - every other section (`none`, `visible`, a main section a merchant moved to another template)
 *   is its own chunk, loaded when it is needed — see `lazySections.ts` for when that is.
 */

import { rootSections, sectionLoaders, staticSections } from 'virtual:vitrine/sections/browser';
import { type ComponentType, createContext } from 'react';
import { lazySection } from './lazySections';

/** A section component; SectionList passes props resolveTemplate checked against its schema. */
export type SectionComponent = ComponentType<
  // biome-ignore lint/suspicious/noExplicitAny: each section's props differ; its schema vouches for them.
  any
>;
export type SectionComponents = Readonly<Record<string, SectionComponent>>;

/** The handle the build gives a route module that renders `route` sections of its own. */
export interface SectionsHandle {
  sections: SectionComponents;
}

const still = new Set(staticSections);

/** A `none` section: the server's static HTML until a router update (lazySections.ts). */
export const isStaticSection = (type: string) => still.has(type);

/** The root's sections: bundled with it. */
export const rootSectionComponents: SectionComponents = rootSections;

/** Every other section, loaded on demand (gated per its hydration mode, lazySections.ts). */
export const lazySectionComponents: SectionComponents = Object.fromEntries(
  Object.entries(sectionLoaders).map(([type, load]) => [
    type,
    lazySection(type, load, still.has(type) ? 'none' : 'visible'),
  ]),
);

/**
 * Every section's own component, set by the server entry only. With it SectionList renders what
 * the browser will lazy-load as plain components, so the HTML holds them whole (no streamed
 * fallback), inside the same Suspense boundaries the browser hydrates.
 */
export const ServerSectionComponents = createContext<SectionComponents | null>(null);
