import type { CollectionResponse } from '../../../api/catalog';
import { Button, Heading, Inline, Stack } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { Grid, ProductTile, SectionShell } from '../shared';

export const featuredCollectionBasicSchema = defineSection({
  type: 'featured-collection-basic',
  name: 'Featured collection (basic)',
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Featured' },
    { id: 'collection', type: 'collection', label: 'Collection', default: 'new-arrivals' },
    { id: 'productsToShow', type: 'number', label: 'Products to show', default: 4, min: 1, max: 12 },
    { id: 'columns', type: 'number', label: 'Columns on desktop', default: 4, min: 1, max: 6 },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'none' },
  ],
});

/**
 * A collection's first products as plain tiles. Stand-in until the commerce ProductCard grid
 * (`featured-collection`) lands; same settings so layouts only change the type.
 */
export const FeaturedCollectionBasic = ({
  id,
  settings,
  data,
}: SectionProps<typeof featuredCollectionBasicSchema, CollectionResponse | null>) => {
  if (!data || data.products.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <SectionShell tone={settings.tone} labelledBy={headingId}>
      <Stack space="large">
        <Inline space="medium" align="spaceBetween" alignY="baseline">
          <Heading level="2" id={headingId}>
            {settings.heading}
          </Heading>
          <Button href={data.data.path} variant="transparent" size="small">
            View all
          </Button>
        </Inline>
        <Grid columns={Math.min(settings.columns, settings.productsToShow)}>
          {data.products.slice(0, settings.productsToShow).map((product) => (
            <ProductTile key={product.ID} product={product} />
          ))}
        </Grid>
      </Stack>
    </SectionShell>
  );
};

export const featuredCollectionBasic = defineSectionEntry({
  schema: featuredCollectionBasicSchema,
  component: FeaturedCollectionBasic,
  defer: true,
  load: async ({ settings, context }) => {
    if (!settings.collection) return null;
    return context.store.collections.get(settings.collection, { page_size: settings.productsToShow });
  },
});
