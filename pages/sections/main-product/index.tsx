/**
 * main-product: the product page's main section (issue 6 item 2) — gallery, title, price and
 * discount, pay-later message, variant picker writing `?variant=`, remembered quantity, add to
 * cart and buy now, tags, marketplace buttons, description, size chart and a reviews summary.
 */
import type { WireComment } from '../../../api/content';
import type { BubbleStyle } from '../../../lib/catalog';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { SectionShell } from '../shared';
import { ProductDetails } from './ProductDetails';
import { galleryLayouts } from './ProductGallery';
import { ProductReviews } from './ProductReviews';
import { type PayLaterProvider, payLaterProviderNames } from './payLater';
import type { SizeChart } from './SizeChartDialog';

export const mainProductSchema = defineSection({
  type: 'main-product',
  name: 'Product',
  limit: 1,
  settings: [
    {
      id: 'galleryLayout',
      type: 'select',
      label: 'Gallery on desktop',
      default: 'thumbnails-left',
      options: [
        { value: galleryLayouts[0], label: 'Thumbnails on the left' },
        { value: galleryLayouts[1], label: 'Thumbnails below' },
        { value: galleryLayouts[2], label: 'All images stacked' },
      ],
    },
    { id: 'showVendor', type: 'boolean', label: 'Show vendor', default: true },
    { id: 'showPayLater', type: 'boolean', label: 'Show pay-later message', default: true },
    { id: 'showTags', type: 'boolean', label: 'Show tag badges on the image', default: true },
    { id: 'showBuyNow', type: 'boolean', label: 'Show buy now button', default: true },
    { id: 'showStock', type: 'boolean', label: 'Show stock status', default: true },
    {
      id: 'reviewsToShow',
      type: 'number',
      label: 'Reviews listed under the product (0 hides them)',
      default: 3,
      min: 0,
      max: 6,
    },
  ],
});

export interface MainProductData {
  reviews: WireComment[];
  reviewTotal: number;
  sizeChart: SizeChart | null;
}

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
}: SectionProps<typeof mainProductSchema, MainProductData>) => {
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

export const mainProduct = defineSectionEntry({
  schema: mainProductSchema,
  component: MainProduct,
  /**
   * The latest reviews (page 1, a few) and the size chart, in parallel. Either failing only hides
   * its part: the product itself came with the route.
   */
  load: async ({ settings, context }): Promise<MainProductData> => {
    const { page, store } = context;
    if (page.kind !== 'product') return { reviews: [], reviewTotal: 0, sizeChart: null };
    const { product } = page;
    const wantReviews = product.rating !== undefined && settings.reviewsToShow > 0;
    const [comments, chart] = await Promise.all([
      wantReviews
        ? store.comments
            .list({ product_id: product.id, page: 1, page_size: settings.reviewsToShow })
            .catch(() => null)
        : null,
      product.sizeChartId !== null ? store.sizeChart.forProduct(product.id).catch(() => null) : null,
    ]);
    return {
      reviews: comments?.data ?? [],
      reviewTotal: comments?.total ?? 0,
      sizeChart: chart?.data ?? null,
    };
  },
});
