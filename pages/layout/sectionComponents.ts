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
import type { AccountSectionType } from '../sections/accountSections';
import { AnnouncementBar } from '../sections/announcement-bar';
import { HeaderSection } from '../sections/header';
import { lazySection } from './lazySections';

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

/**
 * `export const handle = sectionsHandle({ 'main-product': MainProduct })` in the route module that
 * renders it. Components by type, not registry entries, for the reason given at `sectionLoaders`
 * (`test/unit/layout/sectionComponents.test.ts` checks each is the registry's own).
 */
export const sectionsHandle = (sections: SectionComponents): SectionsHandle => ({ sections });

/** The header group's sections: bundled with the root. (The footer is below the fold: on demand.) */
export const rootSectionComponents: SectionComponents = {
  'announcement-bar': AnnouncementBar,
  header: HeaderSection,
};

/**
 * The account screens share one module (sections/accountSections.ts): one `import()` here, and
 * their routes have no `handle` (the manifest every page loads stays small).
 */
const accountSectionTypes: readonly AccountSectionType[] = [
  'main-account-auth',
  'main-account',
  'main-account-orders',
  'main-account-order',
  'main-account-addresses',
  'main-account-payment-methods',
  'main-track-order',
];
const accountSection = (type: AccountSectionType) =>
  import('../sections/accountSections').then((m) => m.accountSections[type]);

/**
 * How the browser loads every other section: its module, then its component alone. Only the
 * component: a section's schema (the editor's labels) and its server `load` stay out of the
 * browser's chunks, as React Router leaves a route's loader out.
 */
export const sectionLoaders: Readonly<Record<string, () => Promise<SectionComponent>>> = {
  footer: () => import('../sections/footer').then((m) => m.FooterSection),
  'rich-text': () => import('../sections/rich-text').then((m) => m.RichTextSection),
  'image-with-text': () => import('../sections/image-with-text').then((m) => m.ImageWithText),
  'collection-list': () => import('../sections/collection-list').then((m) => m.CollectionList),
  'image-banner': () => import('../sections/image-banner').then((m) => m.ImageBanner),
  'featured-collection': () => import('../sections/featured-collection').then((m) => m.FeaturedCollection),
  'product-recommendations': () =>
    import('../sections/product-recommendations').then((m) => m.ProductRecommendations),
  'main-404': () => import('../sections/main-404').then((m) => m.Main404),
  'main-product': () => import('../sections/main-product').then((m) => m.MainProduct),
  'main-collection': () => import('../sections/main-collection').then((m) => m.MainCollection),
  'main-search': () => import('../sections/main-search').then((m) => m.MainSearch),
  'main-cart': () => import('../sections/main-cart').then((m) => m.MainCart),
  'main-checkout': () => import('../sections/main-checkout').then((m) => m.MainCheckout),
  'main-thank-you': () => import('../sections/main-thank-you').then((m) => m.MainThankYou),
  'main-policy': () => import('../sections/main-policy').then((m) => m.MainPolicy),
  ...Object.fromEntries(accountSectionTypes.map((type) => [type, () => accountSection(type)])),
};

export const lazySectionComponents: SectionComponents = Object.fromEntries(
  Object.entries(sectionLoaders).map(([type, load]) => [type, lazySection(type, load)]),
);

/**
 * Every section's own component, set by the server entry only. With it SectionList renders what
 * the browser will lazy-load as plain components, so the HTML holds them whole (no streamed
 * fallback), inside the same Suspense boundaries the browser hydrates.
 */
export const ServerSectionComponents = createContext<SectionComponents | null>(null);
