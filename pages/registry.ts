/**
 * Section type → { schema, component, load } (ARCHITECTURE §5). Explicit, no globbing: adding a
 * section is one import and one line here.
 *
 * Server-side (loaders, validation, SSR through the same components). The browser picks section
 * components from `layout/sectionComponents.ts` instead, so a new section also needs a line there
 * (shared) or in its route's `handle` and the on-demand list (template-specific);
 * test/unit/layout/sectionComponents.test.ts fails until it has one.
 */
import type { SectionSchema } from './layout/defineSection';
import type { AnySectionDefinition } from './layout/types';
import { defineSectionEntry } from './layout/types';
import announcementBarSection from './sections/announcement-bar/Section';
import * as announcementBar from './sections/announcement-bar/schema';
import * as collectionListLoad from './sections/collection-list/load.server';
import collectionListSection from './sections/collection-list/Section';
import * as collectionList from './sections/collection-list/schema';
import * as featuredCollectionLoad from './sections/featured-collection/load.server';
import featuredCollectionSection from './sections/featured-collection/Section';
import * as featuredCollection from './sections/featured-collection/schema';
import * as footerLoad from './sections/footer/load.server';
import footerSection from './sections/footer/Section';
import * as footer from './sections/footer/schema';
import * as headerLoad from './sections/header/load.server';
import headerSection from './sections/header/Section';
import * as header from './sections/header/schema';
import * as imageBannerLoad from './sections/image-banner/load.server';
import imageBannerSection from './sections/image-banner/Section';
import * as imageBanner from './sections/image-banner/schema';
import imageWithTextSection from './sections/image-with-text/Section';
import * as imageWithText from './sections/image-with-text/schema';
import main404Section from './sections/main-404/Section';
import * as main404 from './sections/main-404/schema';
import mainCartSection from './sections/main-cart/Section';
import * as mainCart from './sections/main-cart/schema';
import * as mainCheckoutLoad from './sections/main-checkout/load.server';
import mainCheckoutSection from './sections/main-checkout/Section';
import * as mainCheckout from './sections/main-checkout/schema';
import mainCollectionSection from './sections/main-collection/Section';
import * as mainCollection from './sections/main-collection/schema';
import mainPolicySection from './sections/main-policy/Section';
import * as mainPolicy from './sections/main-policy/schema';
import * as mainProductLoad from './sections/main-product/load.server';
import mainProductSection from './sections/main-product/Section';
import * as mainProduct from './sections/main-product/schema';
import * as mainSearchLoad from './sections/main-search/load.server';
import mainSearchSection from './sections/main-search/Section';
import * as mainSearch from './sections/main-search/schema';
import * as mainThankYouLoad from './sections/main-thank-you/load.server';
import mainThankYouSection from './sections/main-thank-you/Section';
import * as mainThankYou from './sections/main-thank-you/schema';
import * as productRecommendationsLoad from './sections/product-recommendations/load.server';
import productRecommendationsSection from './sections/product-recommendations/Section';
import * as productRecommendations from './sections/product-recommendations/schema';
import richTextSection from './sections/rich-text/Section';
import * as richText from './sections/rich-text/schema';

const entries: AnySectionDefinition[] = [
  defineSectionEntry({ schema: announcementBar.schema, component: announcementBarSection }),
  defineSectionEntry({ schema: header.schema, component: headerSection, ...headerLoad }),
  defineSectionEntry({ schema: footer.schema, component: footerSection, ...footerLoad }),
  defineSectionEntry({ schema: richText.schema, component: richTextSection }),
  defineSectionEntry({ schema: imageWithText.schema, component: imageWithTextSection }),
  defineSectionEntry({
    schema: collectionList.schema,
    component: collectionListSection,
    ...collectionListLoad,
  }),
  defineSectionEntry({ schema: imageBanner.schema, component: imageBannerSection, ...imageBannerLoad }),
  defineSectionEntry({
    schema: featuredCollection.schema,
    component: featuredCollectionSection,
    ...featuredCollectionLoad,
  }),
  defineSectionEntry({
    schema: productRecommendations.schema,
    component: productRecommendationsSection,
    ...productRecommendationsLoad,
  }),
  defineSectionEntry({ schema: mainCollection.schema, component: mainCollectionSection }),
  defineSectionEntry({ schema: mainProduct.schema, component: mainProductSection, ...mainProductLoad }),
  defineSectionEntry({ schema: mainSearch.schema, component: mainSearchSection, ...mainSearchLoad }),
  defineSectionEntry({ schema: mainCart.schema, component: mainCartSection }),
  defineSectionEntry({ schema: mainCheckout.schema, component: mainCheckoutSection, ...mainCheckoutLoad }),
  defineSectionEntry({ schema: mainThankYou.schema, component: mainThankYouSection, ...mainThankYouLoad }),
  defineSectionEntry({ schema: mainPolicy.schema, component: mainPolicySection }),
  defineSectionEntry({ schema: main404.schema, component: main404Section }),
];

export const registry: Readonly<Record<string, AnySectionDefinition>> = Object.fromEntries(
  entries.map((entry) => [entry.schema.type, entry]),
);

/** The schemas alone, for validation. */
export const sectionSchemas: Readonly<Record<string, SectionSchema>> = Object.fromEntries(
  entries.map((entry) => [entry.schema.type, entry.schema]),
);
