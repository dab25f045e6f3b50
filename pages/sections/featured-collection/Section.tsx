import { Button, Heading, Inline, Stack } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import { withListingMessages } from '../shared/listingMessages';
import { ProductGrid } from '../shared/productCard';
import { cardSettings } from '../shared/productCardProps';
import type { CollectionView } from '../shared/productModel';
import type { schema } from './schema';

/** A collection's first products as product cards, with a link to the whole collection. */
const FeaturedCollectionContent = ({
  id,
  settings,
  data,
  themeSettings,
  index,
}: SectionProps<typeof schema, CollectionView | null>) => {
  const intl = useIntl();
  if (!data || data.products.length === 0) return null;
  const headingId = `${id}-heading`;
  const products = data.products.slice(0, settings.productsToShow);
  const viewAll = settings.showViewAll ? (
    <Button
      href={data.header.path}
      variant="transparent"
      tone="neutral"
      size="small"
      aria-label={intl.formatMessage({ id: 'featuredCollection.viewAllLabel' }, { title: data.header.title })}
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
            {settings.heading || data.header.title}
          </Heading>
        ) : (
          <Inline space="medium" align="spaceBetween" alignY="bottom">
            <Heading level="2" id={headingId}>
              {settings.heading || data.header.title}
            </Heading>
            {viewAll}
          </Inline>
        )}
        <ProductGrid
          products={products}
          themeSettings={themeSettings}
          label={settings.heading || data.header.title}
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

export default FeaturedCollection;
