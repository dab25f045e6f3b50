import { Heading, Stack } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { toProductSummaries } from '../../loaders/products';
import { SectionShell } from '../shared';
import { withListingMessages } from '../shared/listingMessages';
import { ProductGrid } from '../shared/productCard';
import { cardSettings } from '../shared/productCardProps';
import type { ProductSummary } from '../shared/productModel';

export const productRecommendationsSchema = defineSection({
  type: 'product-recommendations',
  name: 'Product recommendations',
  limit: 1,
  settings: [
    { id: 'heading', type: 'text', label: 'Heading', default: 'You may also like' },
    { id: 'productsToShow', type: 'number', label: 'Products to show', default: 4, min: 1, max: 12 },
    {
      id: 'columns',
      type: 'number',
      label: 'Columns on desktop (0: theme default)',
      default: 0,
      min: 0,
      max: 6,
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
    { id: 'tone', type: 'tokenTone', label: 'Colour', default: 'none' },
  ],
});

/** Related products on the product page: others from the product's first collection, then best sellers. */
const ProductRecommendationsContent = ({
  id,
  settings,
  data,
  themeSettings,
}: SectionProps<typeof productRecommendationsSchema, ProductSummary[]>) => {
  if (data.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <SectionShell tone={settings.tone} labelledBy={headingId}>
      <Stack space="large">
        <Heading level="2" id={headingId} align={settings.headingAlign === 'center' ? 'center' : 'left'}>
          {settings.heading}
        </Heading>
        <ProductGrid
          products={data}
          themeSettings={themeSettings}
          label={settings.heading}
          columns={Math.min(settings.columns || cardSettings(themeSettings).columns.desktop, data.length)}
        />
      </Stack>
    </SectionShell>
  );
};

export const ProductRecommendations = withListingMessages(ProductRecommendationsContent);

export const productRecommendations = defineSectionEntry({
  schema: productRecommendationsSchema,
  component: ProductRecommendations,
  // Below the product: streamed after the first byte so it never holds the page.
  defer: true,
  load: async ({ settings, context }): Promise<ProductSummary[]> => {
    const { page } = context;
    if (page.kind !== 'product') return [];
    const current = page.product;
    // One extra, in case the current product is among them.
    const query = { page_size: settings.productsToShow + 1, with: ['variants' as const] };
    const { collection } = current;
    const related = collection
      ? (await context.store.collections.get(collection.handle, query)).products
      : [];
    const picks = related.filter((product) => product.ID !== current.id).slice(0, settings.productsToShow);
    if (picks.length >= settings.productsToShow) return toProductSummaries(picks, context.currency);
    // A small (or no) collection is topped up with the store's best sellers.
    const popular = await context.store.products.list({
      ...query,
      page_size: settings.productsToShow + picks.length + 1,
      sort: 'best_selling',
    });
    const seen = new Set([current.id, ...picks.map((product) => product.ID)]);
    return toProductSummaries(
      [...picks, ...popular.data.filter((product) => !seen.has(product.ID))].slice(
        0,
        settings.productsToShow,
      ),
      context.currency,
    );
  },
});
