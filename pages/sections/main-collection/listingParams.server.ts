/**
 * Reads a collection page's query string, validated against the store contract (api/catalog.ts)
 * so that a hand-edited or stale URL never reaches the store in a shape it would refuse. Anything
 * invalid is dropped, never an error page. Server-only: the schemas are zod, which the browser
 * does not need for links it builds itself.
 */
import { productFiltersQuery, productSorts } from '../../../api/catalog';
import {
  availabilityValues,
  type ListingParams,
  listingViews,
  MAX_OPTION_FILTERS,
  parsePage,
} from './listingParams';

const valid = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: string | null) =>
  value !== null && value !== '' && schema.safeParse(value).success ? value : undefined;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * Reads the listing parameters. `collection` is read only where asked (the `all` collection);
 * elsewhere the page's own collection is the scope.
 */
export function parseListingParams(
  search: URLSearchParams,
  { allowCollection = false }: { allowCollection?: boolean } = {},
): ListingParams {
  const shape = productFiltersQuery.shape;
  const sort = search.get('sort');
  const view = search.get('view');
  const availability = search.get('availability');
  let priceMin = valid(shape.price_min, search.get('price_min'));
  let priceMax = valid(shape.price_max, search.get('price_max'));
  // The store refuses min > max; the shopper most likely typed them the other way round.
  if (priceMin !== undefined && priceMax !== undefined && Number(priceMin) > Number(priceMax)) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  const options = [
    ...new Set(search.getAll('option').filter((value) => shape.option.safeParse(value).success)),
  ].slice(0, MAX_OPTION_FILTERS);
  return {
    page: parsePage(search.get('page')),
    sort: isOneOf(productSorts, sort) ? sort : null,
    view: isOneOf(listingViews, view) ? view : null,
    filters: {
      collection: allowCollection ? valid(shape.collection, search.get('collection')) : undefined,
      category: valid(shape.category, search.get('category')),
      availability: isOneOf(availabilityValues, availability) ? availability : undefined,
      priceMin,
      priceMax,
      options,
    },
  };
}
