/**
 * The consented tracker's rules, pure so they are tested without a browser: which page path a
 * page reports, the Kwai pixel id a landing URL carries, and the body each shopper action sends.
 * The browser half (`tracker.browser.ts`) loads only after the shopper allows analytics.
 */
import { type AnalyticsVersion, analyticsVersionFromId } from './analyticsVersion.ts';
import { sanitizeAnalyticsParameters } from './cardMasking.ts';
import { listViewItemIds } from './cartEvents.ts';
import type { FlagStorage } from './loginReturn.ts';

/** The shopper actions the tracker sends (the collector refuses any other name). */
export type TrackedAction =
  | 'page_view'
  | 'search'
  | 'view_item'
  | 'view_item_list'
  | 'add_to_cart'
  | 'begin_checkout'
  | 'add_address'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

/** Where the tracker sends when no collector is configured: the store's own endpoint. */
export const defaultCollector = '/api/statistics/track';

/** The analytics page path of each checkout step (`?step=`). */
const checkoutStepPaths: Record<string, string> = {
  contact_information: '/checkouts/contact_information',
  shipping_method: '/checkouts/shipping',
  payment_method: '/checkouts/payment',
  all_in_one_checkout: '/checkouts/all_in_one',
};

/** A language prefix (`/de`, `/sp`, `/zh`): two letters before the path proper. */
const languagePrefix = /^\/[a-z]{2}(?=\/|$)/;

/**
 * The path a page reports. Checkout pages report their step's analytics path
 * (`/checkouts/contact_information`, `/checkouts/shipping`, `/checkouts/payment`,
 * `/checkouts/all_in_one`), an order's page `/checkouts/thank` once placed or `/checkouts/processing`
 * while its payment is pending; every other page its own path.
 */
export function analyticsPagePath(pathname: string, search = '', orderPending = false): string {
  const path = pathname.replace(languagePrefix, '') || '/';
  if (/^\/checkouts(?:\/|$)/.test(path)) {
    const step = new URLSearchParams(search).get('step') ?? 'contact_information';
    return checkoutStepPaths[step] ?? checkoutStepPaths.contact_information!;
  }
  if (/^\/orders\/[^/]+\/thank-you\/?$/.test(path))
    return orderPending ? '/checkouts/processing' : '/checkouts/thank';
  return pathname;
}

/** The session storage key of the Kwai pixel id. */
export const kwaiPixelKey = 'vitrine.kwaiPixelId';

/** A pixel id as ad services issue them: letters, digits, `_` and `-`, at most 64. */
const pixelIdPattern = /^[\w-]{1,64}$/;

/**
 * The Kwai pixel id: a landing URL's `pixel_id` query value is kept in session storage (this tab)
 * and returned; later pages without it get the kept one. A malformed value is ignored.
 */
export function kwaiPixelId(search: string, storage: FlagStorage | undefined): string | undefined {
  const fromQuery = new URLSearchParams(search).get('pixel_id')?.trim();
  try {
    if (fromQuery && pixelIdPattern.test(fromQuery)) {
      storage?.setItem(kwaiPixelKey, fromQuery);
      return fromQuery;
    }
    const kept = storage?.getItem(kwaiPixelKey) ?? undefined;
    return kept && pixelIdPattern.test(kept) ? kept : undefined;
  } catch {
    // Storage refused (private modes): only this page knows the id.
    return fromQuery && pixelIdPattern.test(fromQuery) ? fromQuery : undefined;
  }
}

/** What the consent section tells the tracker (its script tag's data attributes). */
export interface TrackerConfig {
  collector: string;
  /** The analytics version the configured id picks; unset for no id or an unknown one. */
  version: AnalyticsVersion | undefined;
  /** Marketing allowed too: ad ids (the Kwai pixel) may be sent. */
  marketing: boolean;
}

export function trackerConfig(dataset: Readonly<Record<string, string | undefined>>): TrackerConfig {
  return {
    collector: dataset.collector?.trim() || defaultCollector,
    version: analyticsVersionFromId(dataset.analyticsId),
    marketing: dataset.marketing === '1',
  };
}

/** One action as the collector receives it (a plain-text JSON body). */
export interface TrackBody {
  name: TrackedAction;
  path: string;
  event_id: string;
  /** Milliseconds since the epoch. */
  time: number;
  url: string;
  version?: AnalyticsVersion;
  kwai_pixel_id?: string;
  parameters: Record<string, unknown>;
}

export interface TrackContext {
  config: TrackerConfig;
  path: string;
  url: string;
  eventId: string;
  time: number;
  kwaiPixelId?: string | undefined;
}

/**
 * The body of one action: parameters with card numbers masked and security codes dropped (see
 * cardMasking.ts), a list view's item ids cut to the first 3, the version when the analytics id
 * picks one, the Kwai pixel id only with marketing allowed. The URL's query is dropped: it may
 * carry an email or a search the path does not need.
 */
export function trackBody(
  name: TrackedAction,
  parameters: Record<string, unknown>,
  context: TrackContext,
): TrackBody {
  const clean = sanitizeAnalyticsParameters(parameters) as Record<string, unknown>;
  if (Array.isArray(clean.item_ids)) clean.item_ids = listViewItemIds(clean.item_ids);
  const url = new URL(context.url);
  const body: TrackBody = {
    name,
    path: context.path,
    event_id: context.eventId,
    time: context.time,
    url: `${url.origin}${url.pathname}`,
    parameters: clean,
  };
  if (context.config.version) body.version = context.config.version;
  if (context.config.marketing && context.kwaiPixelId) body.kwai_pixel_id = context.kwaiPixelId;
  return body;
}

/** Form fields of a successful cart or checkout post, as the tracker reads them. */
export interface PostedForm {
  get(name: string): FormDataEntryValue | null;
}

const numberField = (form: PostedForm, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
};

/**
 * The action a store post reports once it succeeded: an add to the cart (`intent=add`, buy now
 * also begins checkout), or a checkout step's form (`step=`): address, shipping, payment. Other
 * posts (quantity, coupons, notes) report nothing here.
 */
export function actionsForPost(
  pathname: string,
  form: PostedForm,
): { name: TrackedAction; parameters: Record<string, unknown> }[] {
  const path = pathname.replace(languagePrefix, '').replace(/\.data$/, '');
  // Plain forms post to /cart; the enhanced UI to /cart/change.
  const cartPost = path === '/cart' || path === '/cart/change';
  if (cartPost && (form.get('intent') === 'add' || form.get('intent') === 'gift_add')) {
    const item = {
      item_id: numberField(form, 'product_id'),
      variant_id: numberField(form, 'variant_id'),
      quantity: numberField(form, 'quantity') ?? 1,
    };
    const added = { name: 'add_to_cart' as const, parameters: item };
    return form.get('buy_now') === '1'
      ? [added, { name: 'begin_checkout', parameters: { buy_now: true } }]
      : [added];
  }
  if (/^\/checkouts(?:\/|$)/.test(path)) {
    switch (form.get('step')) {
      case 'contact_information':
        return [{ name: 'add_address', parameters: { country: form.get('country') ?? undefined } }];
      case 'shipping_method':
        return [
          {
            name: 'add_shipping_info',
            parameters: { shipping_method: numberField(form, 'shippingMethodId') },
          },
        ];
      case 'payment_method': {
        // The card number goes through the masking (first 4 and last 4); the security code never.
        const cardNumber = form.get('card.number');
        const parameters: Record<string, unknown> = { payment_type: form.get('method') ?? undefined };
        if (typeof cardNumber === 'string' && cardNumber !== '') parameters.card_number = cardNumber;
        return [{ name: 'add_payment_info', parameters }];
      }
    }
  }
  return [];
}
