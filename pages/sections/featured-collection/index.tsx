import { Button, Heading, Inline, Stack } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { toCollectionView } from '../../loaders/products';
import { SectionShell } from '../shared';
import { withListingMessages } from '../shared/listingMessages';
import { ProductGrid } from '../shared/productCard';
import { cardSettings } from '../shared/productCardProps';
import type { CollectionView } from '../shared/productModel';

export const featuredCollectionSchema = defineSection({
  type: 'featured-collection',
  name: 'Featured collection',
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'Featured' },
    { id: 'collection', type: 'collection', label: 'Collection', default: 'new-arrivals' },
    { id: 'productsToShow', type: 'number', label: 'Products to show', default: 4, min: 1, max: 24 },
    {
      id: 'columns',
      type: 'number',
      label: 'Columns on desktop (0: theme default)',
      default: 0,
      min: 0,
      max: 6,
    },
    {
      id: 'mobileColumns',
      type: 'number',
      label: 'Columns on mobile (0: theme default)',
      default: 0,
      min: 0,
      max: 2,
    },
    {
      id: 'layout',
      type: 'select',
      label: 'Card layout',
      default: 'theme',
      options: [
        { value: 'theme', label: 'Theme default' },
        { value: 'grid', label: 'Grid' },
        { value: 'list', label: 'List' },
      ],
    },
    {
      id: 'headingAlign',
      type: 'select',
      label: 'Heading alignment',
      default: 'left',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Centre' },
      ],
    },
    { id: 'showViewAll', type: 'boolean', label: 'Show "View all"', default: true },
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'none' },
    { id: 'paddingY', type: 'tokenSpace', label: 'Space above and below', default: 'xlarge' },
  ],
});

/** A collection's first products as product cards, with a link to the whole collection. */
const FeaturedCollectionContent = ({
  id,
  settings,
  data,
  themeSettings,
  index,
}: SectionProps<typeof featuredCollectionSchema, CollectionView | null>) => {
  const intl = useIntl();
  if (!data || data.products.length === 0) return null;
  const headingId = `${id}-heading`;
  const products = data.products.slice(0, settings.productsToShow);
  const viewAll = settings.showViewAll ? (
    <Button
      href={data.data.path}
      variant="transparent"
      tone="neutral"
      size="small"
      aria-label={intl.formatMessage({ id: 'featuredCollection.viewAllLabel' }, { title: data.data.title })}
    >
      {intl.formatMessage({ id: 'featuredCollection.viewAll' })}
    </Button>
  ) : null;
  const centred = settings.headingAlign === 'center';
  return (
    <SectionShell tone={settings.tone} paddingY={settings.paddingY} labelledBy={headingId}>
      <Stack space="large">
        {centred ? (
          <Heading level="2" id={headingId} align="center">
            {settings.heading || data.data.title}
          </Heading>
        ) : (
          <Inline space="medium" align="spaceBetween" alignY="bottom">
            <Heading level="2" id={headingId}>
              {settings.heading || data.data.title}
            </Heading>
            {viewAll}
          </Inline>
        )}
        <ProductGrid
          products={products}
          themeSettings={themeSettings}
          label={settings.heading || data.data.title}
          // Fewer products than columns: the cards keep a sensible width instead of leaving gaps.
          columns={Math.min(settings.columns || cardSettings(themeSettings).columns.desktop, products.length)}
          mobileColumns={settings.mobileColumns}
          layout={settings.layout === 'theme' ? undefined : settings.layout}
          // The template's first section: its first row is in the first view.
          priorityCount={index === 1 ? cardSettings(themeSettings).columns.mobile : 0}
        />
        {centred && viewAll ? (
          <Inline space="small" align="center">
            {viewAll}
          </Inline>
        ) : null}
      </Stack>
    </SectionShell>
  );
};

export const FeaturedCollection = withListingMessages(FeaturedCollectionContent);

export const featuredCollection = defineSectionEntry({
  schema: featuredCollectionSchema,
  component: FeaturedCollection,
  load: async ({ settings, context }) => {
    if (!settings.collection) return null;
    const found = await context.store.collections.get(settings.collection, {
      page_size: settings.productsToShow,
      with: ['variants'],
    });
    return toCollectionView(found, context.currency);
  },
});
