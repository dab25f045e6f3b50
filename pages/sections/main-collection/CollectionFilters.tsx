/**
 * The collection filters: a GET form over the facet counts. Without JavaScript
 * the Apply button submits it; with JavaScript every change navigates at once (client-side,
 * keeping the scroll position so the shopper stays where they clicked).
 */
import { type FormEvent, type ReactNode, useRef } from 'react';
import { Button, Icon } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { currencySymbol, fromMinor } from '../../../lib/money';
import { useStoreCurrency } from '../../layout/storeCurrency';
import type { CollectionFacets } from '../shared/productModel';
import { type ListingParams, splitOption } from './listingParams';
import * as styles from './mainCollection.css';

export interface CollectionFiltersProps {
  /** The form's id: the sort select outside the panel joins it with `form=`. */
  formId: string;
  /** Where the form goes: the collection's path. */
  action: string;
  listing: ListingParams;
  facets: CollectionFacets;
  /** Offer the collection facet (only on /collections/all). */
  showCollections: boolean;
  /** `sidebar` stacks the groups; `top` sets them side by side. */
  arrangement: 'sidebar' | 'top';
  activeCount: number;
  /** Navigates to the form's query string (with JavaScript). */
  onApply: (form: HTMLFormElement) => void;
}

/** One facet group: a disclosure. */
const Group = ({ title, open, children }: { title: string; open: boolean; children: ReactNode }) => (
  <details className={styles.group} open={open}>
    <summary className={styles.groupSummary}>
      {title}
      <span className={styles.chevron}>
        <Icon name="chevronDown" size="small" />
      </span>
    </summary>
    {/* The summary shows the name; the group carries it for assistive technology. */}
    <fieldset className={styles.fieldset} aria-label={title}>
      {children}
    </fieldset>
  </details>
);

const Choice = ({
  type,
  name,
  value,
  checked,
  label,
  count,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  label: string;
  count?: number;
}) => (
  <label className={styles.choice}>
    <input className={styles.choiceInput} type={type} name={name} value={value} defaultChecked={checked} />
    <span>
      {label}
      {count !== undefined ? <span className={styles.count}> ({count})</span> : null}
    </span>
  </label>
);

export const CollectionFilters = ({
  formId,
  action,
  listing,
  facets,
  showCollections,
  arrangement,
  activeCount,
  onApply,
}: CollectionFiltersProps) => {
  const intl = useIntl();
  const { filters } = listing;
  const priceAtFocus = useRef('');
  const all = intl.formatMessage({ id: 'collection.filters.all' });
  const symbol = currencySymbol(useStoreCurrency(), intl.locale);
  // The price inputs take whole major units.
  const floor = Math.floor(fromMinor(facets.price.min.amount, facets.price.min.currency));
  const ceiling = Math.ceil(fromMinor(facets.price.max.amount, facets.price.max.currency));

  const groups: { key: string; title: string; active: boolean; body: ReactNode }[] = [];
  groups.push({
    key: 'availability',
    title: intl.formatMessage({ id: 'collection.filters.availability' }),
    active: filters.availability !== undefined,
    body: (
      <div className={styles.choices}>
        <Choice type="radio" name="availability" value="" checked={!filters.availability} label={all} />
        {facets.availability.map((facet) => (
          <Choice
            key={facet.value}
            type="radio"
            name="availability"
            value={facet.value}
            checked={filters.availability === facet.value}
            label={facet.label}
            count={facet.count}
          />
        ))}
      </div>
    ),
  });
  groups.push({
    key: 'price',
    title: intl.formatMessage({ id: 'collection.filters.price' }),
    active: filters.priceMin !== undefined || filters.priceMax !== undefined,
    body: (
      <div className={styles.priceRow}>
        {(
          [
            ['price_min', filters.priceMin, 'collection.filters.priceFrom', floor],
            ['price_max', filters.priceMax, 'collection.filters.priceTo', ceiling],
          ] as const
        ).map(([name, value, labelId, placeholder]) => (
          <label key={name} className={styles.priceLabel}>
            {intl.formatMessage({ id: labelId }, { symbol })}
            <input
              className={styles.priceInput}
              type="number"
              name={name}
              inputMode="decimal"
              min={0}
              step="0.01"
              defaultValue={value ?? ''}
              placeholder={Number.isFinite(placeholder) ? String(placeholder) : undefined}
              onFocus={(event) => {
                priceAtFocus.current = event.currentTarget.value;
              }}
              // Typing is not a change: the price applies when the shopper leaves the field or presses Enter.
              onBlur={(event) => {
                if (event.currentTarget.value !== priceAtFocus.current && event.currentTarget.form)
                  onApply(event.currentTarget.form);
              }}
              // Two number fields and no submit button: Enter would not submit the form by itself.
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || !event.currentTarget.form) return;
                event.preventDefault();
                priceAtFocus.current = event.currentTarget.value;
                onApply(event.currentTarget.form);
              }}
            />
          </label>
        ))}
      </div>
    ),
  });
  if (showCollections && facets.collections.length > 0) {
    groups.push({
      key: 'collection',
      title: intl.formatMessage({ id: 'collection.filters.collection' }),
      active: filters.collection !== undefined,
      body: (
        <div className={styles.choices}>
          <Choice type="radio" name="collection" value="" checked={!filters.collection} label={all} />
          {facets.collections
            .filter((facet) => facet.count > 0 || facet.value === filters.collection)
            .map((facet) => (
              <Choice
                key={facet.value}
                type="radio"
                name="collection"
                value={facet.value}
                checked={filters.collection === facet.value}
                label={facet.label}
                count={facet.count}
              />
            ))}
        </div>
      ),
    });
  }
  const categories = facets.categories.filter((facet) => facet.count > 0 || facet.value === filters.category);
  if (categories.length > 0) {
    groups.push({
      key: 'category',
      title: intl.formatMessage({ id: 'collection.filters.category' }),
      active: filters.category !== undefined,
      body: (
        <div className={styles.choices}>
          <Choice type="radio" name="category" value="" checked={!filters.category} label={all} />
          {categories.map((facet) => (
            <Choice
              key={facet.value}
              type="radio"
              name="category"
              value={facet.value}
              checked={filters.category === facet.value}
              label={facet.label}
              count={facet.count}
            />
          ))}
        </div>
      ),
    });
  }
  const picked = new Set(filters.options);
  for (const option of facets.options) {
    const values = option.values.filter(
      (facet) => facet.count > 0 || picked.has(`${option.name}:${facet.value}`),
    );
    if (values.length === 0) continue;
    groups.push({
      key: `option-${option.name}`,
      title: option.name,
      active: filters.options.some((value) => splitOption(value).name === option.name),
      body: (
        <div className={styles.choices}>
          {values.map((facet) => {
            const value = `${option.name}:${facet.value}`;
            return (
              <Choice
                key={value}
                type="checkbox"
                name="option"
                value={value}
                checked={picked.has(value)}
                label={facet.label}
                count={facet.count}
              />
            );
          })}
        </div>
      ),
    });
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(event.currentTarget);
  };

  return (
    <details className={styles.panel}>
      <summary className={styles.panelSummary}>
        {intl.formatMessage({ id: 'collection.filters.toggle' }, { count: activeCount })}
        <Icon name="chevronDown" size="small" />
      </summary>
      <form
        id={formId}
        method="get"
        action={action}
        className={styles.panelBody}
        aria-label={intl.formatMessage({ id: 'collection.filters.title' })}
        onSubmit={submit}
        onChange={(event) => {
          // Choices apply at once; typed prices wait for blur or Enter.
          const target = event.target;
          if (!(target instanceof HTMLInputElement && target.type === 'number')) onApply(event.currentTarget);
        }}
      >
        {listing.view ? <input type="hidden" name="view" value={listing.view} /> : null}
        <div className={arrangement === 'top' ? styles.groupsTop : styles.groupsSidebar}>
          {groups.map((group, index) => (
            // Beside the results the first groups start open; above them only the ones in use, to keep the row short.
            <Group
              key={group.key}
              title={group.title}
              open={group.active || (arrangement === 'sidebar' && index < 3)}
            >
              {group.body}
            </Group>
          ))}
        </div>
        {/* Without JavaScript the form needs a submit button; with it every change applies at once. */}
        <noscript>
          <Button type="submit" size="small" variant="soft" tone="neutral" fullWidth>
            {intl.formatMessage({ id: 'collection.filters.apply' })}
          </Button>
        </noscript>
      </form>
    </details>
  );
};
