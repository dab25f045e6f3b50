import { useNavigate } from 'react-router';
import { Button, Heading, Inline, Pagination, SearchBox, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { withSearchMessages } from '../../../lib/i18n/searchMessages';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import { withListingMessages } from '../shared/listingMessages';
import { ProductGrid } from '../shared/productCard';
import type { CollectionSummary } from '../shared/productModel';
import type { schema } from './schema';

/** `/search?q=…&page=n`; page 1 leaves `page` out. */
const searchHref = (q: string, page: number) => {
  const search = new URLSearchParams({ q });
  if (page > 1) search.set('page', String(page));
  return `/search?${search}`;
};

/**
 * The search page: a GET form with `q` (≤ 255 characters), the results as product
 * cards with their count and pagination; before a search and when nothing matches, a way on
 * through the collections.
 */
const MainSearchContent = ({
  id,
  settings,
  data,
  page,
  themeSettings,
}: SectionProps<typeof schema, CollectionSummary[]>) => {
  const intl = useIntl();
  const navigate = useNavigate();
  if (page.kind !== 'search') return null;
  const { q, results } = page;
  const titleId = `${id}-title`;
  const browseId = `${id}-browse`;
  const found = results !== null && results.data.length > 0;

  const browse =
    !found && data.length > 0 ? (
      <Stack space="medium">
        <Heading level="2" id={browseId}>
          {intl.formatMessage({ id: 'search.browseCollections' })}
        </Heading>
        <Inline space="small" as="ul">
          {data.map((collection) => (
            <Button key={collection.id} href={collection.href} variant="soft" tone="neutral" size="small">
              {collection.title}
            </Button>
          ))}
          <Button href="/collections/all" variant="transparent" tone="neutral" size="small">
            {intl.formatMessage({ id: 'collection.browseAll' })}
          </Button>
        </Inline>
      </Stack>
    ) : null;

  return (
    <SectionShell labelledBy={titleId}>
      <Stack space="large">
        <Stack space="medium">
          <Heading level="1" id={titleId}>
            {q
              ? intl.formatMessage({ id: 'search.resultsTitle' }, { q })
              : intl.formatMessage({ id: 'search.title' })}
          </Heading>
          <SearchBox defaultQuery={q} />
          {results ? (
            <Text tone="secondary">
              {intl.formatMessage({ id: 'search.resultCount' }, { count: results.meta.total, q })}
            </Text>
          ) : null}
        </Stack>
        {!q ? <Text>{intl.formatMessage({ id: 'search.empty' })}</Text> : null}
        {results && !found ? (
          <Text>
            {results.meta.total > 0
              ? intl.formatMessage({ id: 'collection.pageEmpty' })
              : intl.formatMessage({ id: 'search.noResultsHint' })}
          </Text>
        ) : null}
        {/* Separate children, not a fragment: Stack flattens fragments and their keys would clash. */}
        {found ? (
          <ProductGrid
            products={results.data}
            themeSettings={themeSettings}
            label={intl.formatMessage({ id: 'search.resultsLabel' })}
            columns={settings.columns}
            headingLevel={2}
            priorityCount={2}
          />
        ) : null}
        {found && results.meta.last_page > 1 ? (
          <Pagination
            page={results.meta.current_page}
            pageCount={results.meta.last_page}
            getHref={(target) => searchHref(q, target)}
            // A new page scrolls to the top.
            onPageChange={(target) => void navigate(searchHref(q, target))}
          />
        ) : null}
        {browse}
      </Stack>
    </SectionShell>
  );
};

export const MainSearch = withListingMessages(withSearchMessages(MainSearchContent));

export default MainSearch;
