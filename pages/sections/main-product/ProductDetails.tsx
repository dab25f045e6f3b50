import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { WireProductDetail } from '../../../api/catalog';
import { fromWireMoney } from '../../../api/money';
import {
  Button,
  Heading,
  MarketplaceButtons,
  Price,
  ProductTagBadge,
  Stack,
  StarRating,
  Text,
  VariantPicker,
} from '../../../components';
import { type BubbleStyle, discountTagPercentage, type SelectionStatus } from '../../../lib/catalog';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { formatMoney } from '../../../lib/money/formatMoney';
import { QUANTITY_MAX } from '../../../lib/quantity';
import { RichText, STORE_CURRENCY } from '../shared';
import {
  productOptions,
  productVariants,
  toCardTag,
  toMarketplaceButtons,
  toVariantPalettes,
} from '../shared/productWire';
import { useHydrated } from '../shared/useHydrated';
import { BuyForm } from './BuyForm';
import * as styles from './mainProduct.css';
import { type GalleryLayout, ProductGallery } from './ProductGallery';
import { REVIEWS_ANCHOR } from './ProductReviews';
import {
  PAY_LATER_INSTALMENTS,
  type PayLaterProvider,
  payLaterBadges,
  payLaterProviderNames,
} from './payLater';
import {
  defaultVariant,
  OPTION_PARAM_PREFIX,
  productImages,
  purchasableMax,
  specialAttribute,
  variantImage,
} from './productView';
import type { SizeChart } from './SizeChartDialog';

const SizeChartDialog = lazy(() =>
  import('./SizeChartDialog').then((module) => ({ default: module.SizeChartDialog })),
);

/** Spec §4: "Only N left" shows at or under this many units. */
export const LOW_STOCK_THRESHOLD = 5;

export interface ProductDetailsSettings {
  showVendor: boolean;
  showPayLater: boolean;
  galleryLayout: GalleryLayout;
  showTags: boolean;
  showBuyNow: boolean;
  showStock: boolean;
}

export interface ProductDetailsProps {
  product: WireProductDetail;
  /** The variant the request asked for (`?variant=`), or null for the default one. */
  initialVariantId: number | null;
  settings: ProductDetailsSettings;
  payLaterProviders: readonly PayLaterProvider[];
  bubbleStyle: BubbleStyle;
  sizeChart: SizeChart | null;
  /** Reviews are listed below (the rating links to them). */
  reviewsShown: boolean;
}

/**
 * The product's gallery and buy box. Picking options updates price, stock, image and the buy
 * button at once and writes `?variant=<id>` into the address (spec §2/§4) without a reload; without
 * JavaScript the picker is a GET form that reloads the page on the picked variant.
 */
export const ProductDetails = ({
  product,
  initialVariantId,
  settings,
  payLaterProviders,
  bubbleStyle,
  sizeChart,
  reviewsShown,
}: ProductDetailsProps) => {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const options = useMemo(() => productOptions(product), [product]);
  const variants = useMemo(() => productVariants(product), [product]);
  const palettes = useMemo(() => toVariantPalettes(product), [product]);
  const images = useMemo(() => productImages(product), [product]);
  const tags = useMemo(() => product.tags.map(toCardTag), [product]);
  const special = specialAttribute(product);

  const startVariant = product.variants.find((v) => v.ID === initialVariantId) ?? defaultVariant(product);
  const [picked, setPicked] = useState<{ id: number | null; status: SelectionStatus['status'] }>({
    id: startVariant?.ID ?? null,
    status: startVariant ? (startVariant.buy_able ? 'available' : 'soldOut') : 'available',
  });
  const [sizeChartOpen, setSizeChartOpen] = useState(false);

  const variant = product.variants.find((v) => v.ID === picked.id) ?? null;
  const hasVariants = product.variants.length > 0;
  const unavailable = hasVariants && !variant;
  const buyable = variant ? variant.buy_able : !hasVariants && product.buy_able;
  const price = fromWireMoney(variant?.price ?? product.price, STORE_CURRENCY);
  const regularPrice = fromWireMoney(variant?.regular_price ?? product.regular_price, STORE_CURRENCY);
  const discount = discountTagPercentage(price, regularPrice);
  const stockSource = variant ?? product;
  const tracked = stockSource.manage_stock === 'yes';
  const badges = settings.showPayLater
    ? payLaterBadges(payLaterProviders, { currency: STORE_CURRENCY, locale: intl.locale, amount: price })
    : [];

  const onVariantChange = (id: string | null, status: SelectionStatus) => {
    const variantId = id === null ? null : Number(id);
    setPicked({ id: variantId, status: status.status });
    // No reload and no scroll jump: the route skips revalidating for a variant-only change.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of [...next.keys()]) if (key.startsWith(`${OPTION_PARAM_PREFIX}[`)) next.delete(key);
        if (variantId === null) next.delete('variant');
        else next.set('variant', String(variantId));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  // The no-JavaScript picker form keeps the page's other query parameters.
  const carried = [...searchParams].filter(
    ([key]) => key !== 'variant' && !key.startsWith(`${OPTION_PARAM_PREFIX}[`),
  );

  return (
    <div className={styles.columns[settings.galleryLayout === 'stacked' ? 'stacked' : 'thumbnails']}>
      <ProductGallery
        images={images}
        layout={settings.galleryLayout}
        activeImage={variantImage(product, variant)}
        sizes={
          settings.galleryLayout === 'stacked'
            ? '(min-width: 1280px) 740px, (min-width: 768px) 58vw, 90vw'
            : '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 90vw'
        }
        overlay={
          settings.showTags
            ? tags.map(({ id, ...tag }) => (
                <ProductTagBadge
                  key={id}
                  {...tag}
                  values={{
                    price,
                    regularPrice,
                    currency: STORE_CURRENCY,
                    sku: variant?.sku ?? product.sku ?? undefined,
                    stock: tracked ? stockSource.stock : undefined,
                  }}
                />
              ))
            : null
        }
      />
      <div className={styles.details}>
        <Stack space="large">
          <Stack space="small">
            {settings.showVendor && product.vendor ? (
              <Text size="small" tone="secondary">
                {product.vendor}
              </Text>
            ) : null}
            <Heading level="1" id="product-title">
              {product.title}
            </Heading>
            {product.subtitle ? <Text tone="secondary">{product.subtitle}</Text> : null}
            {reviewsShown && product.review_count > 0 ? (
              <a className={styles.ratingLink} href={`#${REVIEWS_ANCHOR}`}>
                <StarRating rating={product.average_rating} reviewCount={product.review_count} size="small" />
              </a>
            ) : null}
          </Stack>

          <Stack space="xsmall">
            <div className={styles.priceRow}>
              <Price amount={price} regularAmount={regularPrice} currency={STORE_CURRENCY} size="large" />
              {discount !== null ? (
                <span className={styles.discountTag}>
                  <FormattedMessage id="product.discount" values={{ percent: discount }} />
                </span>
              ) : null}
            </div>
            {buyable
              ? badges.map((badge) => (
                  <div
                    key={badge.provider}
                    data-pay-later={badge.kind}
                    data-amount={badge.amount}
                    data-buyer-country={badge.buyerCountry ?? undefined}
                  >
                    <Text size="small" tone="secondary">
                      <FormattedMessage
                        id="product.payLater"
                        values={{
                          count: PAY_LATER_INSTALMENTS,
                          amount: formatMoney(badge.instalment, STORE_CURRENCY, intl.locale),
                          provider: <strong>{payLaterProviderNames[badge.provider]}</strong>,
                        }}
                      />
                    </Text>
                  </div>
                ))
              : null}
          </Stack>

          {options.length > 0 ? (
            <form
              method="get"
              action={product.path}
              className={styles.pickerForm}
              aria-label={intl.formatMessage({ id: 'product.options' })}
              // With JavaScript every pick applies at once; there is nothing left to submit.
              onSubmit={(event) => event.preventDefault()}
            >
              {carried.map(([key, value]) => (
                <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
              ))}
              <VariantPicker
                options={options}
                variants={variants}
                defaultVariantId={startVariant ? String(startVariant.ID) : null}
                palettes={palettes}
                bubbleStyle={bubbleStyle}
                inputNamePrefix={OPTION_PARAM_PREFIX}
                onVariantChange={onVariantChange}
              />
              {hydrated ? null : (
                <div>
                  <Button type="submit" variant="soft" tone="neutral" size="small">
                    <FormattedMessage id="product.updateOptions" />
                  </Button>
                </div>
              )}
            </form>
          ) : null}

          {sizeChart && hydrated ? (
            <div>
              <button type="button" className={styles.linkButton} onClick={() => setSizeChartOpen(true)}>
                <FormattedMessage id="product.sizeChart" />
              </button>
              {sizeChartOpen ? (
                <Suspense fallback={null}>
                  <SizeChartDialog
                    chart={sizeChart}
                    unitNote={intl.formatMessage({ id: 'product.sizeChart.unit' }, { unit: sizeChart.unit })}
                    onOpenChange={setSizeChartOpen}
                  />
                </Suspense>
              ) : null}
            </div>
          ) : null}

          <Stack space="small">
            <BuyForm
              productId={product.ID}
              productTitle={product.title}
              variantId={variant?.ID ?? null}
              buyable={buyable}
              unavailable={unavailable}
              maxQuantity={purchasableMax(variant, QUANTITY_MAX)}
              showBuyNow={settings.showBuyNow}
              special={special}
            />
            {settings.showStock ? (
              // With options the picker's status line already says sold out / unavailable.
              <StockLine source={stockSource} buyable={buyable} quiet={options.length > 0} />
            ) : null}
            {product.group_id && special ? (
              <Text size="small" tone="secondary">
                <FormattedMessage id="product.special.pairNote" />
              </Text>
            ) : null}
          </Stack>

          {product.custom_buttons.length > 0 ? (
            <MarketplaceButtons buttons={toMarketplaceButtons(product)} productId={String(product.ID)} />
          ) : null}

          {product.description ? <RichText html={product.description} /> : null}
        </Stack>
      </div>
    </div>
  );
};

interface StockSource {
  stock: number;
  manage_stock: 'yes' | 'no';
  backorders: 'no' | 'notify' | 'yes';
}

/** In stock, only N left, on backorder or (unless `quiet`) sold out, for the picked variant. */
const StockLine = ({ source, buyable, quiet }: { source: StockSource; buyable: boolean; quiet: boolean }) => {
  if (!buyable)
    return quiet ? null : (
      <Text size="small" tone="critical">
        <FormattedMessage id="product.soldOut" />
      </Text>
    );
  if (source.manage_stock === 'no') return null;
  if (source.stock <= 0)
    return (
      <Text size="small" tone="secondary">
        <FormattedMessage id="product.stock.backorder" />
      </Text>
    );
  return source.stock <= LOW_STOCK_THRESHOLD ? (
    <Text size="small" tone="caution">
      <FormattedMessage id="product.stock.low" values={{ count: source.stock }} />
    </Text>
  ) : (
    <Text size="small" tone="positive">
      <FormattedMessage id="product.stock.inStock" />
    </Text>
  );
};
