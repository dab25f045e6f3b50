import { useEffect, useMemo, useRef, useState } from 'react';
import type { SuggestResponse } from '../../../api/catalog';
import type { SearchBoxProps, SearchSuggestion } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { formatMoneyDecimal } from '../../../lib/money';
import { STORE_CURRENCY } from '../shared';

/** Shorter queries match too much to help; the results page handles them. */
export const PREDICTIVE_MIN_LENGTH = 2;
/** Wait for a pause in typing before asking the store, so each keystroke is not a request. */
export const PREDICTIVE_DEBOUNCE_MS = 250;
/** Products suggested under the field (the dialog has room for about this many). */
export const PREDICTIVE_PRODUCT_LIMIT = 6;
const COLLECTION_LIMIT = 3;

type Suggest = (q: string, limit: number) => Promise<SuggestResponse>;

/**
 * The browser's store client, created on the first query: the typed client and its schemas are
 * not needed until a shopper types, so they stay out of the page's initial JavaScript. The browser
 * talks to `/api/store/*` on its own origin (ARCHITECTURE §3: predictive search).
 */
let suggestClient: Promise<Suggest> | undefined;
const loadSuggest = (locale: string): Promise<Suggest> => {
  suggestClient ??= import('../../../api/client').then(({ createStoreClient }) => {
    const client = createStoreClient({ transport: { baseUrl: '' }, lang: locale });
    return (q, limit) => client.products.suggest(q, limit);
  });
  return suggestClient;
};

/**
 * Predictive search for the header's search dialog and drawer (spec §2/§7): products and
 * collections matching what the shopper types, fetched after a short pause. Answers to older
 * queries are dropped, and a failed lookup just shows no suggestions — the form still submits to
 * /search.
 */
export const usePredictiveSearch = (
  suggest?: Suggest,
): Pick<SearchBoxProps, 'query' | 'onQueryChange' | 'suggestions'> => {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    const q = query.trim();
    if (q.length < PREDICTIVE_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(async () => {
      try {
        const lookup = suggest ?? (await loadSuggest(intl.locale));
        const answer = await lookup(q, PREDICTIVE_PRODUCT_LIMIT);
        if (ticket !== latest.current) return;
        const collectionLabel = intl.formatMessage({ id: 'search.suggestion.collection' });
        setSuggestions([
          ...answer.products.map((product) => ({
            id: `product-${product.ID}`,
            label: product.title,
            url: product.path,
            detail: formatMoneyDecimal(Number(product.price), STORE_CURRENCY, intl.locale),
          })),
          ...answer.collections.slice(0, COLLECTION_LIMIT).map((collection) => ({
            id: `collection-${collection.id}`,
            label: collection.title,
            url: collection.path,
            detail: collectionLabel,
          })),
        ]);
      } catch {
        if (ticket === latest.current) setSuggestions([]);
      }
    }, PREDICTIVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, suggest, intl]);

  return useMemo(() => ({ query, onQueryChange: setQuery, suggestions }), [query, suggestions]);
};
