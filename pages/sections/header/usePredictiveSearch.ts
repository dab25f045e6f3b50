import { useEffect, useMemo, useRef, useState } from 'react';
import type { SearchBoxProps, SearchSuggestion } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import type { Suggest } from './suggestions';

/** Shorter queries match too much to help; the results page handles them. */
export const PREDICTIVE_MIN_LENGTH = 2;
/** Wait for a pause in typing before asking the store, so each keystroke is not a request. */
export const PREDICTIVE_DEBOUNCE_MS = 250;
/** Products suggested under the field (the dialog has room for about this many). */
export const PREDICTIVE_PRODUCT_LIMIT = 6;

// The lookup and the mapping of its answer, loaded with the first query (suggestions.ts).
let lookupModule: Promise<typeof import('./suggestions')> | undefined;
const loadLookup = () => {
  lookupModule ??= import('./suggestions');
  return lookupModule;
};

/**
 * Predictive search for the header's search dialog and drawer: products and
 * collections matching what the shopper types, fetched after a short pause. Answers to older
 * queries are dropped, and a failed lookup just shows no suggestions — the form still submits to
 * /search. Prices are in `currency`, the store's.
 */
export const usePredictiveSearch = (
  currency: string,
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
        const loaded = await loadLookup();
        const answer = await (suggest ?? loaded.storeSuggest(intl.locale))(q, PREDICTIVE_PRODUCT_LIMIT);
        if (ticket !== latest.current) return;
        const collectionLabel = intl.formatMessage({ id: 'search.suggestion.collection' });
        setSuggestions(loaded.toSuggestions(answer, intl.locale, collectionLabel, currency));
      } catch {
        if (ticket === latest.current) setSuggestions([]);
      }
    }, PREDICTIVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, suggest, intl, currency]);

  return useMemo(() => ({ query, onQueryChange: setQuery, suggestions }), [query, suggestions]);
};
