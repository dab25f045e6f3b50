import { Heading, Stack } from '../../../components';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import { withListingMessages } from '../shared/listingMessages';
import { ProductGrid } from '../shared/productCard';
import { cardSettings } from '../shared/productCardProps';
import type { ProductSummary } from '../shared/productModel';
import type { schema } from './schema';

/** Related products on the product page: others from the product's first collection, then best sellers. */
const ProductRecommendationsContent = ({
  id,
  settings,
  data,
  themeSettings,
}: SectionProps<typeof schema, ProductSummary[]>) => {
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

export default ProductRecommendations;
