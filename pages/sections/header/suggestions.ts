/**
 * The predictive search's store lookup and its answer as suggestions: loaded with the first query
 * (`usePredictiveSearch`), so neither the typed store client nor this mapping is in the page's
 * initial JavaScript. The browser talks to `/api/store/*` on its own origin
 * (predictive search).
 */
import type { SuggestResponse } from '../../../api/catalog';
import { createStoreClient } from '../../../api/client';
import type { SearchSuggestion } from '../../../components';
import { moneyText } from '../../../components/Price/MoneyText';
import { toMinor } from '../../../lib/money/convert';

export type Suggest = (q: string, limit: number) => Promise<SuggestResponse>;

/** Collections suggested under the products. */
const COLLECTION_LIMIT = 3;

const clients = new Map<string, Suggest>();

/** The store's suggest endpoint, one client per language. */
export const storeSuggest = (locale: string): Suggest => {
  let suggest = clients.get(locale);
  if (!suggest) {
    const client = createStoreClient({ transport: { baseUrl: '' }, lang: locale });
    suggest = (q, limit) => client.products.suggest(q, limit);
    clients.set(locale, suggest);
  }
  return suggest;
};

/** Products with their price, then a few collections labelled as such. */
export const toSuggestions = (
  answer: SuggestResponse,
  locale: string,
  collectionLabel: string,
  currency: string,
): SearchSuggestion[] => [
  ...answer.products.map((product) => ({
    id: `product-${product.ID}`,
    label: product.title,
    url: product.path,
    // The answer's price is a decimal string in the store currency.
    detail: moneyText(toMinor(Number(product.price) || 0, currency), currency, locale),
  })),
  ...answer.collections.slice(0, COLLECTION_LIMIT).map((collection) => ({
    id: `collection-${collection.id}`,
    label: collection.title,
    url: collection.path,
    detail: collectionLabel,
  })),
];
