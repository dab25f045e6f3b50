/**
 * The contract between the page layer and a section: what a section's `load` (load.server.ts)
 * receives, the props its component (Section.tsx) gets, and the entry the build generates from
 * its folder and its line in pages/sections/registry.ts. Sections get data by props and never
 * fetch.
 */
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { StoreClient } from '../../api/client';
import type {
  BlogCollectionsResponse,
  BlogPostResponse,
  BlogPostsResponse,
  WirePolicy,
} from '../../api/content';
import type { WirePage } from '../../api/pages';
import type { ThemeData } from '../../api/theme';
import type { ThemeSettings } from '../../themes/settings';
import type { AccountAuthView, AccountView, Customer } from '../account/customer';
import type { CartView } from '../cart/model';
import type { CheckoutCartView } from '../sections/main-checkout/model';
import type { CheckoutStep } from '../sections/main-checkout/steps';
import type { ListingParams } from '../sections/main-collection/listingParams';
import type { ThankYouOrderView } from '../sections/main-thank-you/model';
import type { CollectionView, ProductDetail, ProductListView } from '../sections/shared/productModel';
import type { SectionBlocks, SectionSchema, SectionSettings } from './defineSection';
import type { Hydration } from './sectionRegistry';

/** What the route itself loaded before the sections: the page's main resource. */
export type PageData =
  | { kind: 'home' }
  /** `listing`: the validated filters, sort and view of the page's URL (`page`). */
  | { kind: 'collection'; collection: CollectionView; page: number; listing: ListingParams }
  | { kind: 'product'; product: ProductDetail; variantId: number | null }
  | { kind: 'search'; q: string; results: ProductListView | null; page: number }
  /** The cart page: null for no cart or an empty one. */
  | { kind: 'cart'; cart: CartView | null }
  | {
      kind: 'checkout';
      /** The cart being checked out; null when it is empty or already an order (`status`). */
      cart: CheckoutCartView | null;
      status: 'open' | 'empty' | 'placed';
      step: CheckoutStep;
      cartHash: string | null;
    }
  /** The thank-you page: the order when the shopper proved it is theirs, else a lookup form. */
  | { kind: 'thankYou'; number: string; order: ThankYouOrderView | null }
  | { kind: 'policy'; policy: WirePolicy }
  /** The blog home: collections and preferred posts (each may be a `success: false` answer). */
  | { kind: 'blog'; collections: BlogCollectionsResponse; preferred: BlogPostsResponse }
  /** A blog collection's posts, one page of them. */
  | {
      kind: 'blogCollection';
      handle: string;
      page: number;
      posts: BlogPostsResponse;
      collections: BlogCollectionsResponse;
    }
  /** A blog post with recent and recommended posts. */
  | {
      kind: 'article';
      collection: string;
      post: Extract<BlogPostResponse, { success: true }>['data'];
      recent: BlogPostsResponse;
      recommended: BlogPostsResponse;
    }
  /** A merchant page (`/pages/:handle`). */
  | { kind: 'page'; page: WirePage }
  /** The policies index (`/policies`). */
  | { kind: 'policies'; policies: WirePolicy[] }
  /** The newsletter's steps (`/pages/newsletter`, `?token=` for the mailed link). */
  | {
      kind: 'newsletter';
      step: 'pending' | 'alreadySubscribed' | 'confirm' | 'confirmed' | 'invalid' | 'form';
      token: string;
    }
  /** A product's reviews page: the product it is about, and whether it takes new reviews. */
  | {
      kind: 'reviews';
      product: { id: number; title: string; path: string; image: string | null };
      open: boolean;
    }
  /** Log in, register, forgot / reset password, verify: `token` from the mail's link. */
  | {
      kind: 'accountAuth';
      view: AccountAuthView;
      token: string | null;
      returnTo: string;
      notice: string | null;
    }
  /** A customer's screen; `orderNumber` on an order's page, `pageNumber` on the order history. */
  | {
      kind: 'account';
      view: AccountView;
      customer: Customer;
      orderNumber: string | null;
      pageNumber: number;
      notice: string | null;
    }
  | { kind: 'trackOrder' }
  | { kind: 'notFound' }
  | { kind: 'group' };

/** Everything a section's `load` may use. */
export interface SectionLoadContext {
  store: StoreClient;
  request: Request;
  url: URL;
  params: Params;
  theme: ThemeData;
  /** The store's currency (ISO 4217): the loads' view models carry their money in it. */
  currency: string;
  page: PageData;
}

export interface SectionLoadArgs<S extends SectionSchema> {
  settings: SectionSettings<S>;
  blocks: SectionBlocks<S>;
  context: SectionLoadContext;
}

export interface SectionProps<S extends SectionSchema, Data = undefined> {
  /** The instance id from the layout JSON (stable, unique in its template). */
  id: string;
  settings: SectionSettings<S>;
  blocks: SectionBlocks<S>;
  /** What `load` returned (`undefined` for sections without one). */
  data: Data;
  /** The route's main resource. */
  page: PageData;
  /** The active theme's behaviour settings (themes/settings.ts), parsed by the page's loader. */
  themeSettings: ThemeSettings;
  /**
   * Its place in its template or group, from 1 (Shopify's `section.index`): a template's first
   * section is in the first view, so its images load at once, the LCP first.
   */
  index: number;
}

export interface SectionDefinition<S extends SectionSchema = SectionSchema, Data = unknown> {
  schema: S;
  component: ComponentType<SectionProps<S, Data>>;
  /** Fetches the section's data through the typed client; runs in parallel with the others (load.server.ts `load`). */
  load?: (args: SectionLoadArgs<S>) => Promise<Data>;
  /**
   * Stream this section's data after the first byte instead of awaiting it (below-the-fold
   * sections); a skeleton shows until it arrives (load.server.ts `export const defer = true`).
   * @default false
   */
  defer?: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds entries of every settings type.
export type AnySectionDefinition = SectionDefinition<any, any>;

/** A section's generated entry (scripts/lib/sections.ts): its files and its registry line. */
export type RegisteredSection = AnySectionDefinition & { type: string; hydrate: Hydration };
