/**
 * Which React component draws each section type in the browser (issue 7: the product page's
 * initial JavaScript ≤ 140 KB). The server keeps the full registry (`pages/registry.ts`: schemas,
 * loads and components, handed to SectionList by `pages/entry.server.tsx`); the browser must not,
 * or every page would ship every section. So, in the browser:
 * - the header group's usual sections come with the root (every page shows them first);
 * - a route's own main section comes with that route's module, through its `handle`
 *   (`sectionsHandle(mainProduct)`), so React Router loads it, and links its CSS, with the route;
 * - every other section (the home page's building blocks, recommendations, a main section a
 *   merchant moved to another template) is its own chunk, loaded when it is needed — see
 *   `lazySections.ts` for when that is, and for what the page shows meanwhile.
 */
import { type ComponentType, createContext } from 'react';
import { announcementBar } from '../sections/announcement-bar';
import { header } from '../sections/header';
import { lazySection } from './lazySections';
import type { AnySectionDefinition } from './types';

/** A section component; SectionList passes props resolveTemplate checked against its schema. */
export type SectionComponent = ComponentType<
  // biome-ignore lint/suspicious/noExplicitAny: each section's props differ; its schema vouches for them.
  any
>;
export type SectionComponents = Readonly<Record<string, SectionComponent>>;

/** A route handle carrying the components of the sections only that route renders. */
export interface SectionsHandle {
  sections: SectionComponents;
}

export const sectionComponentsByType = (entries: readonly AnySectionDefinition[]): SectionComponents =>
  Object.fromEntries(entries.map((entry) => [entry.schema.type, entry.component]));

/** `export const handle = sectionsHandle(mainProduct)` in the route module that renders it. */
export const sectionsHandle = (...entries: AnySectionDefinition[]): SectionsHandle => ({
  sections: sectionComponentsByType(entries),
});

/** The header group's sections: bundled with the root. (The footer is below the fold: on demand.) */
export const rootSectionComponents: SectionComponents = sectionComponentsByType([announcementBar, header]);

/** How the browser loads every other section (its module, then its definition). */
export const sectionLoaders: Readonly<Record<string, () => Promise<AnySectionDefinition>>> = {
  footer: () => import('../sections/footer').then((m) => m.footer),
  'rich-text': () => import('../sections/rich-text').then((m) => m.richText),
  'image-with-text': () => import('../sections/image-with-text').then((m) => m.imageWithText),
  'collection-list': () => import('../sections/collection-list').then((m) => m.collectionList),
  'image-banner': () => import('../sections/image-banner').then((m) => m.imageBanner),
  'featured-collection': () => import('../sections/featured-collection').then((m) => m.featuredCollection),
  'product-recommendations': () =>
    import('../sections/product-recommendations').then((m) => m.productRecommendations),
  'main-404': () => import('../sections/main-404').then((m) => m.main404),
  'main-product': () => import('../sections/main-product').then((m) => m.mainProduct),
  'main-collection': () => import('../sections/main-collection').then((m) => m.mainCollection),
  'main-search': () => import('../sections/main-search').then((m) => m.mainSearch),
  'main-cart': () => import('../sections/main-cart').then((m) => m.mainCart),
  'main-checkout': () => import('../sections/main-checkout').then((m) => m.mainCheckout),
  'main-thank-you': () => import('../sections/main-thank-you').then((m) => m.mainThankYou),
  'main-policy': () => import('../sections/main-policy').then((m) => m.mainPolicy),
};

export const lazySectionComponents: SectionComponents = Object.fromEntries(
  Object.entries(sectionLoaders).map(([type, load]) => [
    type,
    lazySection(type, () => load().then((entry) => entry.component)),
  ]),
);

/**
 * Every section's own component, set by the server entry only. With it SectionList renders what
 * the browser will lazy-load as plain components, so the HTML holds them whole (no streamed
 * fallback), inside the same Suspense boundaries the browser hydrates.
 */
export const ServerSectionComponents = createContext<SectionComponents | null>(null);
