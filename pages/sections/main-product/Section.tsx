import type { BubbleStyle } from '../../../lib/catalog';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import type { MainProductData } from './model';
import { ProductDetails } from './ProductDetails';
import { ProductReviews } from './ProductReviews';
import { type PayLaterProvider, payLaterProviderNames } from './payLater';
import type { schema } from './schema';

/** The theme's pay-later providers, in order, ignoring anything unknown. */
const themePayLater = (themeSettings: Record<string, unknown>): PayLaterProvider[] => {
  const list = themeSettings.payLater;
  return Array.isArray(list)
    ? list.filter(
        (item): item is PayLaterProvider => typeof item === 'string' && item in payLaterProviderNames,
      )
    : [];
};

const themeBubbleStyle = (themeSettings: Record<string, unknown>): BubbleStyle => {
  const value = themeSettings.bubbleStyle;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5
    ? (value as BubbleStyle)
    : 0;
};

export const MainProduct = ({
  settings,
  page,
  data,
  themeSettings,
}: SectionProps<typeof schema, MainProductData>) => {
  if (page.kind !== 'product') return null;
  const { product } = page;
  const reviewsShown = product.rating !== undefined && settings.reviewsToShow > 0 && data.reviews.length > 0;
  return (
    <>
      <SectionShell labelledBy="product-title" paddingY="large">
        <ProductDetails
          // A new product is a new page: picks and remembered quantity start over.
          key={product.id}
          product={product}
          initialVariantId={page.variantId}
          settings={settings}
          payLaterProviders={themePayLater(themeSettings)}
          bubbleStyle={themeBubbleStyle(themeSettings)}
          sizeChart={data.sizeChart}
          reviewsShown={reviewsShown}
        />
      </SectionShell>
      {reviewsShown && product.rating ? (
        <ProductReviews rating={product.rating.average} total={data.reviewTotal} reviews={data.reviews} />
      ) : null}
    </>
  );
};

export default MainProduct;
