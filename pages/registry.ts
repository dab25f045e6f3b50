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
import { announcementBar } from './sections/announcement-bar';
import { collectionList } from './sections/collection-list';
import { featuredCollection } from './sections/featured-collection';
import { footer } from './sections/footer';
import { header } from './sections/header';
import { imageBanner } from './sections/image-banner';
import { imageWithText } from './sections/image-with-text';
import { main404 } from './sections/main-404';
import { mainAccount } from './sections/main-account';
import { mainAccountAddresses } from './sections/main-account-addresses';
import { mainAccountAuth } from './sections/main-account-auth';
import { mainAccountOrder } from './sections/main-account-order';
import { mainAccountOrders } from './sections/main-account-orders';
import { mainAccountPaymentMethods } from './sections/main-account-payment-methods';
import { mainCart } from './sections/main-cart';
import { mainCheckout } from './sections/main-checkout';
import { mainCollection } from './sections/main-collection';
import { mainPolicy } from './sections/main-policy';
import { mainProduct } from './sections/main-product';
import { mainSearch } from './sections/main-search';
import { mainThankYou } from './sections/main-thank-you';
import { mainTrackOrder } from './sections/main-track-order';
import { productRecommendations } from './sections/product-recommendations';
import { richText } from './sections/rich-text';

const entries: AnySectionDefinition[] = [
  announcementBar,
  header,
  footer,
  richText,
  imageWithText,
  collectionList,
  imageBanner,
  featuredCollection,
  productRecommendations,
  mainCollection,
  mainProduct,
  mainSearch,
  mainCart,
  mainCheckout,
  mainThankYou,
  mainPolicy,
  main404,
  mainAccountAuth,
  mainAccount,
  mainAccountOrders,
  mainAccountOrder,
  mainAccountAddresses,
  mainAccountPaymentMethods,
  mainTrackOrder,
];

export const registry: Readonly<Record<string, AnySectionDefinition>> = Object.fromEntries(
  entries.map((entry) => [entry.schema.type, entry]),
);

/** The schemas alone, for validation. */
export const sectionSchemas: Readonly<Record<string, SectionSchema>> = Object.fromEntries(
  entries.map((entry) => [entry.schema.type, entry.schema]),
);
