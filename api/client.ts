/**
 * Typed store API client. Route loaders call the Hono app in-process; the
 * browser or another process calls a base URL. Every answer is parsed with the contract's zod
 * schemas, so a store that drifts from the contract fails loudly at the edge.
 */
import type { z } from 'zod';
import { createAccountApi } from './account';
import { createCartApi } from './cart';
import {
  type CategoryListResponse,
  type CollectionListResponse,
  type CollectionResponse,
  categoryListResponse,
  collectionListResponse,
  collectionResponse,
  type ProductDetailResponse,
  type ProductListResponse,
  type ProductSort,
  productDetailResponse,
  productListResponse,
  type SearchResponse,
  type SuggestResponse,
  searchResponse,
  suggestResponse,
} from './catalog';
import { createCheckoutApi } from './checkout';
import { errorBody, type FieldErrors } from './common';
import {
  type BlogCollectionsResponse,
  type BlogPostResponse,
  type BlogPostsResponse,
  blogCollectionsResponse,
  blogPostResponse,
  blogPostsResponse,
  type CommentsResponse,
  commentsResponse,
  type DiscountSettingsResponse,
  type DiversionResponse,
  discountSettingsResponse,
  diversionResponse,
  type ExchangesResponse,
  exchangesResponse,
  type IpResponse,
  ipResponse,
  type MenuResponse,
  menuListResponse,
  menuResponse,
  type ProductDiscountResponse,
  policyListResponse,
  policyResponse,
  productDiscountResponse,
  type SizeChartResponse,
  type StoreSettingsResponse,
  type SubmitReviewResponse,
  sizeChartResponse,
  storeSettingsResponse,
  submitReviewResponse,
  type WireMenu,
  type WirePolicy,
} from './content';
import {
  type ConfirmSubscriptionResponse,
  type ContactRequest,
  type ContactResponse,
  confirmSubscriptionResponse,
  contactResponse,
  type PageListResponse,
  pageListResponse,
  pageResponse,
  type SubscribeRequest,
  type SubscribeResponse,
  subscribeResponse,
  type WirePage,
} from './pages';
import type { StatisticsEventName } from './statistics';
import { createWishlistApi } from './wishlist';

/** In-process (`(req) => app.request(req)`) or over HTTP. */
export type StoreTransport =
  | ((request: Request) => Response | Promise<Response>)
  | {
      /** e.g. `http://localhost:3000` or `/` in the browser. */
      baseUrl: string;
      /** @default globalThis.fetch */
      fetch?: typeof fetch;
    };

/**
 * The catalogue reads a store in the same process answers directly, without HTTP, JSON or
 * re-validation: the same wire answers as the routes', already in the contract's types. A store
 * reached this way throws `StoreApiError` as the HTTP client would (404 unknown, 503 unavailable).
 */
export interface StoreReads {
  settings(): Promise<StoreSettingsResponse>;
  menu(handle: string): Promise<MenuResponse>;
  product(slug: string): Promise<ProductDetailResponse>;
  collection(
    handle: string,
    params: Omit<ProductListParams, 'collection' | 'include_ids'>,
  ): Promise<CollectionResponse>;
  comments(params: CommentsParams): Promise<CommentsResponse>;
  sizeChart(productId: number): Promise<SizeChartResponse>;
  diversion(productIds: number[]): Promise<DiversionResponse>;
}

export type CommentsParams = PagingParams & {
  product_id?: number;
  rating?: number;
  has_photos?: '0' | '1';
};

export interface StoreClientOptions {
  transport: StoreTransport;
  /**
   * Shopper locale, sent as X-LANG on every request (the store answers errors in that language).
   * @default 'en-US'
   */
  lang?: string | (() => string);
  /**
   * Extra headers on every request (cookies forwarded by a loader, request ids…).
   * @default {}
   */
  headers?: Record<string, string>;
}

/** A non-2xx answer: the status, the server's message and its field errors. */
export class StoreApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.name = 'StoreApiError';
    this.status = status;
    this.errors = errors;
  }
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];
type Query = Record<string, QueryValue>;

/** The query string the client sends for `query` (`?a=1&b=x,y`; empty for none). */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      // Lists of ids and includes are comma lists; option filters repeat the key.
      if (key === 'option') for (const v of value) params.append(key, String(v));
      else if (value.length > 0) params.set(key, value.join(','));
    } else if (typeof value === 'boolean') {
      params.set(key, value ? '1' : '0');
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Filters shared by listings and collection pages. */
export interface ProductFilterParams {
  collection?: string;
  category?: string | number;
  /** Major units, e.g. `"10"` or `"10.50"`. */
  price_min?: string;
  price_max?: string;
  availability?: 'in_stock' | 'out_of_stock';
  /** `Name:Value` pairs, e.g. `['Color:Black', 'Size:M']`. */
  option?: string[];
}

export interface ProductListParams extends ProductFilterParams {
  include_ids?: number[];
  with?: ('variants' | 'gallery')[];
  page_size?: number;
  page?: number;
  sort?: ProductSort;
  facets?: boolean;
}

export interface SearchParams {
  q: string;
  with?: ('variants' | 'gallery')[];
  sort?: ProductSort | 'search_default_sort';
  page_size?: number;
  page?: number;
}

export interface PagingParams {
  page?: number;
  page_size?: number;
}

export function createStoreClient(options: StoreClientOptions) {
  const { transport } = options;
  const lang = () => (typeof options.lang === 'function' ? options.lang() : (options.lang ?? 'en-US'));

  async function send(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
    prefix = '/api/store',
  ): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...extraHeaders,
    };
    // Every request carries X-LANG, POSTs too: a refused cart, coupon, checkout or account post
    // answers its error messages in the shopper's language.
    headers['x-lang'] = lang();
    // A FormData body (a review's photos) is sent as multipart; its boundary sets the type.
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    const init: RequestInit = {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    };
    const url = `${prefix}${path}`;
    if (typeof transport === 'function') return transport(new Request(`http://store.local${url}`, init));
    const fetcher = transport.fetch ?? globalThis.fetch;
    return fetcher(`${transport.baseUrl.replace(/\/$/, '')}${url}`, init);
  }

  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    try {
      return text ? JSON.parse(text) : undefined;
    } catch {
      throw new StoreApiError(response.status, `Unexpected non-JSON answer (HTTP ${response.status})`);
    }
  }

  async function call<T extends z.ZodType>(
    schema: T,
    method: string,
    path: string,
    body?: unknown,
    options: { acceptFailureBody?: boolean; headers?: Record<string, string>; prefix?: string } = {},
  ): Promise<z.output<T>> {
    const response = await send(method, path, body, options.headers, options.prefix);
    const json = await readJson(response);
    if (!response.ok && !options.acceptFailureBody) {
      const parsed = errorBody.safeParse(json);
      throw new StoreApiError(
        response.status,
        parsed.success ? parsed.data.message : `Request failed (HTTP ${response.status})`,
        parsed.success ? (parsed.data.errors ?? {}) : {},
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new StoreApiError(
        response.ok ? 502 : response.status,
        `The store answered ${method} ${path} in an unexpected shape`,
      );
    }
    return parsed.data;
  }

  const id = (value: string | number) => encodeURIComponent(String(value));

  return {
    /**
     * `POST /api/statistics/events`. Never throws: analytics must not break a purchase,
     * so a refused or failed event resolves to `false`.
     */
    statistics: {
      event: async (
        name: StatisticsEventName,
        parameters: Record<string, unknown> = {},
      ): Promise<boolean> => {
        try {
          const response = await send('POST', '/events', { name, parameters }, {}, '/api/statistics');
          await response.body?.cancel();
          return response.ok;
        } catch {
          return false;
        }
      },
    },
    cart: createCartApi(call),
    checkout: createCheckoutApi(call),
    /** `account`, `addresses`, `paymentMethods`, `tracking` (api/account.ts). */
    ...createAccountApi(call),
    /** `wishlist` (api/wishlist.ts). */
    ...createWishlistApi(call),
    products: {
      list: (params: ProductListParams = {}): Promise<ProductListResponse> =>
        call(productListResponse, 'GET', `/products${queryString({ ...params })}`),
      get: (slug: string): Promise<ProductDetailResponse> =>
        call(productDetailResponse, 'GET', `/products/${id(slug)}`),
      search: (params: SearchParams): Promise<SearchResponse> =>
        call(searchResponse, 'POST', '/products/search', params),
      suggest: (q: string, limit?: number): Promise<SuggestResponse> =>
        call(suggestResponse, 'GET', `/products/meta/search${queryString({ q, limit })}`),
    },
    collections: {
      list: (params: PagingParams = {}): Promise<CollectionListResponse> =>
        call(collectionListResponse, 'GET', `/collections${queryString({ ...params })}`),
      get: (
        handle: string,
        params: Omit<ProductListParams, 'collection' | 'include_ids'> = {},
      ): Promise<CollectionResponse> =>
        call(collectionResponse, 'GET', `/collections/${id(handle)}${queryString({ ...params })}`),
    },
    categories: {
      list: (): Promise<CategoryListResponse> => call(categoryListResponse, 'GET', '/categories'),
    },
    comments: {
      list: (params: CommentsParams = {}): Promise<CommentsResponse> =>
        call(commentsResponse, 'GET', `/comments${queryString({ ...params })}`),
      /** A shopper's review as the form sends it (fields and up to 5 `photos`), multipart. */
      create: (form: FormData): Promise<SubmitReviewResponse> =>
        call(submitReviewResponse, 'POST', '/comments', form),
    },
    sizeChart: {
      forProduct: (productId: number): Promise<SizeChartResponse> =>
        call(sizeChartResponse, 'GET', `/size-chart/products/${id(productId)}/chart`),
    },
    discounts: {
      forProduct: (productId: number, variantId?: number): Promise<ProductDiscountResponse> =>
        call(
          productDiscountResponse,
          'GET',
          `/discount/product_discount${queryString({ product_id: productId, variant_id: variantId })}`,
        ),
      settings: (): Promise<DiscountSettingsResponse> =>
        call(discountSettingsResponse, 'GET', '/discount/settings'),
    },
    diversion: {
      relationships: (productIds: number[]): Promise<DiversionResponse> =>
        call(
          diversionResponse,
          'GET',
          `/product_diversion_test/relationships${queryString({ product_ids: productIds })}`,
        ),
    },
    settings: {
      get: (): Promise<StoreSettingsResponse> => call(storeSettingsResponse, 'GET', '/settings'),
    },
    currency: {
      exchanges: (): Promise<ExchangesResponse> => call(exchangesResponse, 'GET', '/exchanges'),
      ip: (): Promise<IpResponse> => call(ipResponse, 'GET', '/ip'),
    },
    menus: {
      list: async (): Promise<WireMenu[]> => (await call(menuListResponse, 'GET', '/menus')).data,
      get: (handle: string): Promise<MenuResponse> => call(menuResponse, 'GET', `/menus/${id(handle)}`),
    },
    policies: {
      list: async (): Promise<WirePolicy[]> => (await call(policyListResponse, 'GET', '/policies')).data,
      get: async (handle: string): Promise<WirePolicy> =>
        (await call(policyResponse, 'GET', `/policies/${id(handle)}`)).data,
    },
    pages: {
      list: (): Promise<PageListResponse> => call(pageListResponse, 'GET', '/pages'),
      get: async (handle: string): Promise<WirePage> =>
        (await call(pageResponse, 'GET', `/pages/${id(handle)}`)).data,
    },
    /** `POST /api/contacts`: a 422 with field errors for bad input. */
    contacts: {
      create: (message: ContactRequest): Promise<ContactResponse> =>
        call(contactResponse, 'POST', '/contacts', message, { prefix: '/api' }),
    },
    /** Double opt-in: `subscribe` mails a link, `confirm` takes its token. */
    newsletter: {
      /** `origin`: the storefront page's origin, which the mailed link points at when trusted. */
      subscribe: (input: SubscribeRequest, origin?: string): Promise<SubscribeResponse> =>
        call(subscribeResponse, 'POST', '/subscribe', input, { headers: origin ? { origin } : {} }),
      confirm: (token: string): Promise<ConfirmSubscriptionResponse> =>
        call(confirmSubscriptionResponse, 'POST', '/subscribe/confirm', { token }),
    },
    /** Blog calls resolve to `{ success: false, failMessage }` instead of throwing. */
    blog: {
      recent: (postId: number | string, params: PagingParams = {}): Promise<BlogPostsResponse> =>
        call(
          blogPostsResponse,
          'GET',
          `/blog/${id(postId)}/recent_blogs${queryString({ ...params })}`,
          undefined,
          {
            acceptFailureBody: true,
          },
        ),
      recommend: (postId: number | string): Promise<BlogPostsResponse> =>
        call(blogPostsResponse, 'GET', `/blog/${id(postId)}/recommend_blogs`, undefined, {
          acceptFailureBody: true,
        }),
      collections: (params: PagingParams = {}): Promise<BlogCollectionsResponse> =>
        call(
          blogCollectionsResponse,
          'GET',
          `/blog_homepage/blog_collections${queryString({ ...params })}`,
          undefined,
          { acceptFailureBody: true },
        ),
      collectionPosts: (
        collectionId: number | string,
        params: PagingParams = {},
      ): Promise<BlogPostsResponse> =>
        call(
          blogPostsResponse,
          'GET',
          `/blog_collections/${id(collectionId)}/blogs${queryString({ ...params })}`,
          undefined,
          { acceptFailureBody: true },
        ),
      preferred: (): Promise<BlogPostsResponse> =>
        call(blogPostsResponse, 'GET', '/blog_homepage/preferred_blogs', undefined, {
          acceptFailureBody: true,
        }),
      post: (slug: string): Promise<BlogPostResponse> =>
        call(blogPostResponse, 'GET', `/blogs/${id(slug)}`, undefined, { acceptFailureBody: true }),
    },
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>;
