import type { BubbleStyle } from '../../../lib/catalog';
import type { SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import type { MainProductData } from './model';
import { ProductDetails } from './ProductDetails';
import { ProductReviews } from './ProductReviews';
import type { schema } from './schema';

export const MainProduct = ({
  settings,
  page,
  data,
  themeSettings,
}: SectionProps<typeof schema, MainProductData>) => {
  if (page.kind !== 'product') return null;
  const { product } = page;
  // Open reviews show their block, with a way to write the first one when there are none yet.
  const reviewsShown = product.reviewsOpen && settings.reviewsToShow > 0;
  return (
    <>
      <SectionShell labelledBy="product-title" paddingY="large">
        <ProductDetails
          // A new product is a new page: picks and remembered quantity start over.
          key={product.id}
          product={product}
          initialVariantId={page.variantId}
          settings={settings}
          payLaterProviders={themeSettings.payLater}
          // The theme's schema holds it to 0–5.
          bubbleStyle={themeSettings.bubbleStyle as BubbleStyle}
          sizeChart={data.sizeChart}
          reviewsShown={reviewsShown}
        />
      </SectionShell>
      {reviewsShown ? (
        <ProductReviews
          rating={product.rating?.average ?? 0}
          total={data.reviewTotal}
          reviews={data.reviews}
          reviewsPath={`${product.href}/reviews`}
        />
      ) : null}
    </>
  );
};

export default MainProduct;
