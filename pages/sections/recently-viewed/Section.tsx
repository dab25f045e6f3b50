import { useEffect, useState } from 'react';
import { Heading, Stack } from '../../../components';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import { withListingMessages } from '../shared/listingMessages';
import { ProductGrid } from '../shared/productCard';
import type { ProductSummary } from '../shared/productModel';
import { updateBrowsingRecord } from './browsingRecord';
import type { RecentlyViewedData } from './model';
import type { schema } from './schema';

const localStorageOrNone = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The products this shopper viewed before, from their browser's record (browsingRecord.ts). The
 * server has no record, so its HTML is empty; once the section runs (near the viewport) it
 * records the page's product and shows the others.
 */
const RecentlyViewedContent = ({
  id,
  settings,
  data,
  themeSettings,
}: SectionProps<typeof schema, RecentlyViewedData>) => {
  const [products, setProducts] = useState<ProductSummary[]>([]);
  const { current, hidden } = data;
  useEffect(() => {
    setProducts(updateBrowsingRecord(localStorageOrNone(), current, settings.productsToShow, hidden));
  }, [current, hidden, settings.productsToShow]);
  if (products.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <SectionShell labelledBy={headingId}>
      <Stack space="large">
        <Heading level="2" id={headingId}>
          {settings.heading}
        </Heading>
        <ProductGrid products={products} themeSettings={themeSettings} label={settings.heading} />
      </Stack>
    </SectionShell>
  );
};

export const RecentlyViewed = withListingMessages(RecentlyViewedContent);

export default RecentlyViewed;
