import { Heading, Pagination, Stack, Text } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { Grid, ProductTile, RichText, SectionShell } from '../shared';

export const mainCollectionBasicSchema = defineSection({
  type: 'main-collection-basic',
  name: 'Collection products (basic)',
  limit: 1,
  settings: [{ id: 'columns', type: 'number', label: 'Columns on desktop', default: 4, min: 2, max: 6 }],
});

/**
 * The collection page's title, description, product grid and `?page=` pagination (spec §2).
 * Stand-in for the real main-collection (filters, sort, grid/list) that comes with the commerce work.
 */
export const MainCollectionBasic = ({ settings, page }: SectionProps<typeof mainCollectionBasicSchema>) => {
  if (page.kind !== 'collection') return null;
  const { data: collection, products, meta } = page.collection;
  return (
    <SectionShell labelledBy="collection-title">
      <Stack space="large">
        <Stack space="small">
          <Heading level="1" id="collection-title">
            {collection.title}
          </Heading>
          {collection.description ? <RichText html={collection.description} /> : null}
          <Text size="small" tone="secondary">
            {meta.total} products
          </Text>
        </Stack>
        {products.length > 0 ? (
          <Grid columns={settings.columns} label={collection.title}>
            {products.map((product) => (
              <ProductTile key={product.ID} product={product} headingLevel={2} />
            ))}
          </Grid>
        ) : (
          <Text>No products in this collection yet.</Text>
        )}
        <Pagination
          page={meta.current_page}
          pageCount={meta.last_page}
          getHref={(n) => (n === 1 ? '?' : `?page=${n}`)}
        />
      </Stack>
    </SectionShell>
  );
};

export const mainCollectionBasic = defineSectionEntry({
  schema: mainCollectionBasicSchema,
  component: MainCollectionBasic,
});
