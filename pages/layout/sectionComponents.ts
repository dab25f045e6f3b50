/**
 * Which React component draws each section type in the browser (issue 7: the product page's
 * initial JavaScript ≤ 140 KB). The server keeps the full registry (`pages/registry.ts`: schemas
 * and loads for every section); the client must not, or every page would ship checkout's forms,
 * the cart page and the collection filters. So:
 * - sections any template may hold (the groups, the home building blocks, 404) come with the root;
 * - a route's own main section comes with that route's module, through its `handle`
 *   (`sectionsHandle(mainProduct)`), so React Router loads it, and links its CSS, with the route;
 * - anything else (a main section a merchant moved to another template) loads on demand.
 */
import { type ComponentType, lazy } from 'react';
import { announcementBar } from '../sections/announcement-bar';
import { collectionList } from '../sections/collection-list';
import { featuredCollection } from '../sections/featured-collection';
import { footer } from '../sections/footer';
import { header } from '../sections/header';
import { imageBanner } from '../sections/image-banner';
import { imageWithText } from '../sections/image-with-text';
import { main404 } from '../sections/main-404';
import { productRecommendations } from '../sections/product-recommendations';
import { richText } from '../sections/rich-text';
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

const byType = (entries: AnySectionDefinition[]): SectionComponents =>
  Object.fromEntries(entries.map((entry) => [entry.schema.type, entry.component]));

/** `export const handle = sectionsHandle(mainProduct)` in the route module that renders it. */
export const sectionsHandle = (...entries: AnySectionDefinition[]): SectionsHandle => ({
  sections: byType(entries),
});

/** Sections of the header and footer groups and of any template: bundled with the root. */
export const sharedSectionComponents: SectionComponents = byType([
  announcementBar,
  header,
  footer,
  richText,
  imageWithText,
  collectionList,
  imageBanner,
  featuredCollection,
  productRecommendations,
  main404,
]);

/** How to load each main section outside its own route (its module, then its definition). */
export const onDemandSectionLoaders: Readonly<Record<string, () => Promise<AnySectionDefinition>>> = {
  'main-product': () => import('../sections/main-product').then((m) => m.mainProduct),
  'main-collection': () => import('../sections/main-collection').then((m) => m.mainCollection),
  'main-search': () => import('../sections/main-search').then((m) => m.mainSearch),
  'main-cart': () => import('../sections/main-cart').then((m) => m.mainCart),
  'main-checkout': () => import('../sections/main-checkout').then((m) => m.mainCheckout),
  'main-thank-you': () => import('../sections/main-thank-you').then((m) => m.mainThankYou),
  'main-policy': () => import('../sections/main-policy').then((m) => m.mainPolicy),
};

/**
 * Main sections outside their own route. No Suspense boundary wraps them, so the server finishes
 * them before the first byte of HTML and hydration keeps that HTML while the chunk loads; their
 * CSS arrives with the chunk, after first paint (their own route links it in the HTML).
 */
export const onDemandSectionComponents: SectionComponents = Object.fromEntries(
  Object.entries(onDemandSectionLoaders).map(([type, load]) => [
    type,
    lazy(() => load().then((entry) => ({ default: entry.component }))),
  ]),
);
