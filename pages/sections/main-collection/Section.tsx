import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { type ProductSort, productSorts } from '../../../api/limits';
import { Button, Heading, Pagination, Stack, Text, VisuallyHidden } from '../../../components';
import { moneyText } from '../../../components/Price/MoneyText';
import { useIntl } from '../../../lib/i18n/intl';
import { toMinor } from '../../../lib/money';
import type { ThemeSettings } from '../../../themes/settings';
import { useStoreCurrency } from '../../layout/storeCurrency';
import type { SectionProps } from '../../layout/types';
import { RichText, SectionShell } from '../shared';
import { withListingMessages } from '../shared/listingMessages';
import { ProductGrid } from '../shared/productCard';
import { cardSettings } from '../shared/productCardProps';
import type { CollectionView } from '../shared/productModel';
import { CollectionFilters } from './CollectionFilters';
import {
  activeFilterCount,
  type ListingFilters,
  type ListingParams,
  type ListingView,
  listingHref,
  splitOption,
} from './listingParams';
import * as styles from './mainCollection.css';
import type { schema } from './schema';

type Settings = SectionProps<typeof schema>['settings'];

const sortMessageIds: Record<ProductSort, string> = {
  featured: 'collection.sort.featured',
  price_asc: 'collection.sort.priceAsc',
  price_desc: 'collection.sort.priceDesc',
  newest: 'collection.sort.newest',
  best_selling: 'collection.sort.bestSelling',
  title_asc: 'collection.sort.titleAsc',
  title_desc: 'collection.sort.titleDesc',
  rating: 'collection.sort.rating',
};

const noFilters: ListingFilters = {
  collection: undefined,
  category: undefined,
  availability: undefined,
  priceMin: undefined,
  priceMax: undefined,
  options: [],
};

/**
 * Which query string the filter form's own fields show. A change made in the form already shows;
 * anything else that moves the URL (back/forward, a removed chip, a pagination link) re-renders
 * the fields from the new URL.
 */
function useFormKey() {
  const location = useLocation();
  const own = useRef(location.search);
  const [key, setKey] = useState(location.search);
  useEffect(() => {
    if (location.search === own.current) return;
    own.current = location.search;
    setKey(location.search);
  }, [location.search]);
  return { key, markOwn: (search: string) => (own.current = search) };
}

const CollectionListing = ({
  id,
  settings,
  themeSettings,
  collection,
  listing,
}: {
  id: string;
  settings: Settings;
  themeSettings: ThemeSettings;
  collection: CollectionView;
  listing: ListingParams;
}) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { key: formKey, markOwn } = useFormKey();
  const sortId = useId();
  const formId = `${id}-filters`;
  const titleId = `${id}-title`;
  const { header, products, facets } = collection;
  const path = header.path;
  const view: ListingView = listing.view ?? cardSettings(themeSettings).layout;
  const activeCount = activeFilterCount(listing.filters);
  const showFilters = settings.filters !== 'none' && facets !== undefined;
  const defaultSort = productSorts.find((sort) => sort === header.sortOrder) ?? 'featured';
  const loading = navigation.state === 'loading' && navigation.location?.pathname === path;

  /** The form's fields as the next URL (empty fields left out); a filter change starts at page 1. */
  const apply = (form: HTMLFormElement) => {
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') search.append(name, value);
    }
    // The collection's own order is the default: it needs no parameter (nor a second URL).
    if (search.get('sort') === defaultSort) search.delete('sort');
    const query = search.toString() ? `?${search}` : '';
    markOwn(query);
    void navigate(`${path}${query}`, { preventScrollReset: true });
  };

  const currency = useStoreCurrency();
  // The bounds are whole major units of the store currency; shown as money the selector converts.
  const money = (major: string) => moneyText(toMinor(Number(major) || 0, currency), currency, intl.locale);
  const labelOf = (list: { value: string; label: string }[] | undefined, value: string) =>
    list?.find((facet) => facet.value === value)?.label ?? value;
  const { filters } = listing;
  const chips: { key: string; label: ReactNode; href: string }[] = [];
  if (filters.collection)
    chips.push({
      key: 'collection',
      label: labelOf(facets?.collections, filters.collection),
      href: listingHref(path, listing, { filters: { collection: undefined } }),
    });
  if (filters.category)
    chips.push({
      key: 'category',
      label: labelOf(facets?.categories, filters.category),
      href: listingHref(path, listing, { filters: { category: undefined } }),
    });
  if (filters.availability)
    chips.push({
      key: 'availability',
      label: labelOf(facets?.availability, filters.availability),
      href: listingHref(path, listing, { filters: { availability: undefined } }),
    });
  if (filters.priceMin !== undefined || filters.priceMax !== undefined)
    chips.push({
      key: 'price',
      label:
        filters.priceMin !== undefined && filters.priceMax !== undefined
          ? intl.formatMessage(
              { id: 'collection.filters.priceRange' },
              { min: money(filters.priceMin), max: money(filters.priceMax) },
            )
          : filters.priceMin !== undefined
            ? intl.formatMessage({ id: 'collection.filters.priceAbove' }, { min: money(filters.priceMin) })
            : intl.formatMessage(
                { id: 'collection.filters.priceBelow' },
                { max: money(filters.priceMax ?? '0') },
              ),
      href: listingHref(path, listing, { filters: { priceMin: undefined, priceMax: undefined } }),
    });
  for (const option of filters.options) {
    const { name, value } = splitOption(option);
    chips.push({
      key: `option-${option}`,
      label: `${name}: ${value}`,
      href: listingHref(path, listing, { filters: { options: filters.options.filter((o) => o !== option) } }),
    });
  }
  const clearHref = listingHref(path, listing, { filters: noFilters });

  const sortSelect = settings.showSorting ? (
    <div className={styles.sortField}>
      <label htmlFor={sortId}>
        <Text size="small" tone="secondary">
          {intl.formatMessage({ id: 'collection.sort.label' })}
        </Text>
      </label>
      <select
        key={formKey}
        id={sortId}
        className={styles.select}
        name="sort"
        form={formId}
        defaultValue={listing.sort ?? defaultSort}
        // The select sits outside its form's markup, so the form's own change handler never sees it.
        onChange={(event) => {
          if (event.currentTarget.form) apply(event.currentTarget.form);
        }}
      >
        {productSorts.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage({ id: sortMessageIds[sort] })}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" form={formId} className={styles.select}>
          {intl.formatMessage({ id: 'collection.sort.apply' })}
        </button>
      </noscript>
    </div>
  ) : null;

  const viewToggle = settings.showViewToggle ? (
    // biome-ignore lint/a11y/useSemanticElements: a group of two links, not form controls (a fieldset is for those)
    <div
      className={styles.viewToggle}
      role="group"
      aria-label={intl.formatMessage({ id: 'collection.view.label' })}
    >
      {(['grid', 'list'] as const).map((option) => (
        <Link
          key={option}
          to={listingHref(path, listing, { view: option })}
          preventScrollReset
          className={styles.viewLink}
          aria-current={view === option ? 'true' : undefined}
          aria-label={intl.formatMessage({
            id: option === 'grid' ? 'collection.view.grid' : 'collection.view.list',
          })}
        >
          <ViewIcon view={option} />
        </Link>
      ))}
    </div>
  ) : null;

  const emptyState =
    products.length > 0 ? null : (
      <Stack space="medium">
        <Text>
          {activeCount > 0
            ? intl.formatMessage({ id: 'collection.noMatches' })
            : collection.total > 0
              ? intl.formatMessage({ id: 'collection.pageEmpty' })
              : intl.formatMessage({ id: 'collection.empty' })}
        </Text>
        <div>
          {activeCount > 0 ? (
            <Button href={clearHref} variant="soft" tone="neutral">
              {intl.formatMessage({ id: 'collection.filters.clear' })}
            </Button>
          ) : collection.total > 0 ? (
            <Button href={listingHref(path, listing, { page: 1 })} variant="soft" tone="neutral">
              {intl.formatMessage({ id: 'collection.firstPage' })}
            </Button>
          ) : (
            <Button href="/collections/all" variant="soft" tone="neutral">
              {intl.formatMessage({ id: 'collection.browseAll' })}
            </Button>
          )}
        </div>
      </Stack>
    );

  return (
    <SectionShell labelledBy={titleId}>
      <Stack space="large">
        <Stack space="small">
          <Heading level="1" id={titleId}>
            {header.title}
          </Heading>
          {settings.showDescription && header.descriptionHtml ? (
            <RichText html={header.descriptionHtml} />
          ) : null}
        </Stack>
        <div className={styles.layout[showFilters ? settings.filters : 'none']}>
          {showFilters && facets ? (
            <CollectionFilters
              key={formKey}
              formId={formId}
              action={path}
              listing={listing}
              facets={facets}
              showCollections={header.handle === 'all'}
              arrangement={settings.filters === 'top' ? 'top' : 'sidebar'}
              activeCount={activeCount}
              onApply={apply}
            />
          ) : (
            // Sorting without filters still needs a form: the current filters ride along hidden.
            <form id={formId} method="get" action={path} hidden>
              <HiddenListing listing={listing} />
            </form>
          )}
          <div className={styles.results} aria-busy={loading || undefined}>
            <div className={styles.toolbar}>
              <div role="status">
                <Text size="small" tone="secondary">
                  {intl.formatMessage({ id: 'collection.resultCount' }, { count: collection.total })}
                </Text>
              </div>
              <div className={styles.toolbarEnd}>
                {sortSelect}
                {viewToggle}
              </div>
            </div>
            {chips.length > 0 ? (
              <ul
                className={styles.chips}
                aria-label={intl.formatMessage({ id: 'collection.filters.active' })}
              >
                {chips.map((chip) => (
                  <li key={chip.key}>
                    {/* The name is hidden text, not aria-label: a price in it converts with the
                        currency selector, as the visible one does. */}
                    <Link to={chip.href} preventScrollReset className={styles.chip}>
                      <VisuallyHidden>
                        {intl.formatMessage({ id: 'collection.filters.remove' }, { label: chip.label })}
                      </VisuallyHidden>
                      <span aria-hidden>{chip.label}</span>
                      <span aria-hidden>×</span>
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={clearHref} preventScrollReset className={styles.clearLink}>
                    {intl.formatMessage({ id: 'collection.filters.clear' })}
                  </Link>
                </li>
              </ul>
            ) : null}
            {emptyState ?? (
              <ProductGrid
                products={products}
                themeSettings={themeSettings}
                label={header.title}
                columns={settings.columns}
                layout={view}
                headingLevel={2}
                priorityCount={2}
              />
            )}
            <Pagination
              page={collection.page}
              pageCount={collection.pageCount}
              getHref={(target) => listingHref(path, listing, { page: target })}
              // A new page scrolls to the top (no preventScrollReset).
              onPageChange={(target) => void navigate(listingHref(path, listing, { page: target }))}
            />
          </div>
        </div>
      </Stack>
    </SectionShell>
  );
};

/** The current filters as hidden fields, for the sort-only form. */
const HiddenListing = ({ listing }: { listing: ListingParams }) => {
  const { filters } = listing;
  const fields: [string, string | undefined][] = [
    ['collection', filters.collection],
    ['category', filters.category],
    ['availability', filters.availability],
    ['price_min', filters.priceMin],
    ['price_max', filters.priceMax],
    ['view', listing.view ?? undefined],
    ...filters.options.map((option): [string, string] => ['option', option]),
  ];
  return (
    <>
      {fields.map(([name, value]) =>
        value === undefined ? null : (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ),
      )}
    </>
  );
};

/** Four squares or three rows: the two card layouts. */
const ViewIcon = ({ view }: { view: ListingView }) => (
  <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" aria-hidden focusable="false" fill="currentColor">
    {view === 'grid' ? (
      <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
    ) : (
      <path d="M4 5h4v4H4zM10 6h10v2H10zM4 15h4v4H4zM10 16h10v2H10z" />
    )}
  </svg>
);

/**
 * The collection page: title and description, facet filters with counts, price
 * range and availability, sort, grid/list switch, the product grid and `?page=` pagination.
 * Everything is a GET form or a link first; with JavaScript it applies in place.
 */
const MainCollectionContent = ({ id, settings, page, themeSettings }: SectionProps<typeof schema>) =>
  page.kind === 'collection' ? (
    <CollectionListing
      id={id}
      settings={settings}
      themeSettings={themeSettings}
      collection={page.collection}
      listing={page.listing}
    />
  ) : null;

export const MainCollection = withListingMessages(MainCollectionContent);

export default MainCollection;
