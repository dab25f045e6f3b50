import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Button,
  Heading,
  moneyText,
  Price,
  ProductTagBadge,
  Stack,
  StarRating,
  Text,
  VariantPicker,
} from '../../../components';
import { type BubbleStyle, discountTagPercentage, type SelectionStatus } from '../../../lib/catalog';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { QUANTITY_MAX } from '../../../lib/quantity';
import { RichText } from '../shared';
import { lazyComponent } from '../shared/lazyComponent';
import { defaultVariant, type ProductDetail, pickerPalettes } from '../shared/productModel';
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
import { OPTION_PARAM_PREFIX } from './productView';
import type { SizeChart } from './SizeChartDialog';

/**
 * Marketplace links are plain links: their code arrives after the page's first JavaScript (the
 * server HTML shows and works until it does).
 */
const MarketplaceButtons = lazyComponent(() =>
  import('../../../components/MarketplaceButtons/MarketplaceButtons').then(
    (module) => module.MarketplaceButtons,
  ),
);

const SizeChartDialog = lazy(() =>
  import('./SizeChartDialog').then((module) => ({ default: module.SizeChartDialog })),
);

/** "Only N left" shows at or under this many units. */
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
  product: ProductDetail;
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
 * button at once and writes `?variant=<id>` into the address without a reload; without
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
  const { options, variants, images, tags, special } = product;
  const palettes = useMemo(() => pickerPalettes(product.palettes), [product]);

  const startVariant = variants.find((v) => v.id === String(initialVariantId)) ?? defaultVariant(variants);
  const [picked, setPicked] = useState<{ id: string | null; status: SelectionStatus['status'] }>({
    id: startVariant?.id ?? null,
    status: startVariant ? (startVariant.buyable ? 'available' : 'soldOut') : 'available',
  });
  const [sizeChartOpen, setSizeChartOpen] = useState(false);

  const variant = variants.find((v) => v.id === picked.id) ?? null;
  const hasVariants = variants.length > 0;
  const unavailable = hasVariants && !variant;
  const buyable = variant ? variant.buyable : !hasVariants && product.buyable;
  const { currency } = product.price;
  const price = (variant ? variant.price : product.price)?.amount ?? product.price.amount;
  const regularPrice = (variant ? variant.regularPrice : product.regularPrice)?.amount ?? price;
  const discount = discountTagPercentage(price, regularPrice);
  // Stock counts only where it is tracked (undefined otherwise).
  const stock = variant ? variant.stock : product.stock;
  const badges = settings.showPayLater
    ? payLaterBadges(payLaterProviders, { currency, locale: intl.locale, amount: price })
    : [];

  // The address names the pick in a task after the pick has painted (an animation frame, then a
  // timer): a router navigation re-renders the whole page (and hydrates the sections waiting for
  // one), which would hold the swatch, price and picture back. The last pick wins. No reload and
  // no scroll jump: the route skips revalidating for a variant-only change.
  const urlFrame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(urlFrame.current), []);

  const onVariantChange = (id: string | null, status: SelectionStatus) => {
    setPicked({ id, status: status.status });
    cancelAnimationFrame(urlFrame.current);
    urlFrame.current = requestAnimationFrame(() =>
      setTimeout(() =>
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            for (const key of [...next.keys()])
              if (key.startsWith(`${OPTION_PARAM_PREFIX}[`)) next.delete(key);
            if (id === null) next.delete('variant');
            else next.set('variant', id);
            return next;
          },
          { replace: true, preventScrollReset: true },
        ),
      ),
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
        activeImage={variant?.image ?? null}
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
                    currency,
                    sku: variant?.sku ?? product.sku,
                    stock,
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
            {reviewsShown && product.rating ? (
              <a className={styles.ratingLink} href={`#${REVIEWS_ANCHOR}`}>
                <StarRating rating={product.rating.average} reviewCount={product.rating.count} size="small" />
              </a>
            ) : null}
          </Stack>

          <Stack space="xsmall">
            <div className={styles.priceRow}>
              <Price amount={price} regularAmount={regularPrice} currency={currency} size="large" />
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
                          amount: moneyText(badge.instalment, currency, intl.locale),
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
              action={product.href}
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
                defaultVariantId={startVariant?.id ?? null}
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
              productId={product.id}
              productTitle={product.title}
              variantId={variant ? Number(variant.id) : null}
              buyable={buyable}
              unavailable={unavailable}
              maxQuantity={Math.min(variant?.maxQuantity ?? QUANTITY_MAX, QUANTITY_MAX)}
              showBuyNow={settings.showBuyNow}
              special={special}
            />
            {settings.showStock ? (
              // With options the picker's status line already says sold out / unavailable.
              <StockLine stock={stock} buyable={buyable} quiet={options.length > 0} />
            ) : null}
            {product.paired ? (
              <Text size="small" tone="secondary">
                <FormattedMessage id="product.special.pairNote" />
              </Text>
            ) : null}
          </Stack>

          {product.marketplaceButtons.length > 0 ? (
            <Suspense fallback={null}>
              <MarketplaceButtons buttons={product.marketplaceButtons} productId={String(product.id)} />
            </Suspense>
          ) : null}

          {product.description ? <RichText html={product.description} /> : null}
        </Stack>
      </div>
    </div>
  );
};

/**
 * In stock, only N left, on backorder or (unless `quiet`) sold out, for the picked variant;
 * `stock` is undefined when it is not tracked.
 */
const StockLine = ({ stock, buyable, quiet }: { stock?: number; buyable: boolean; quiet: boolean }) => {
  if (!buyable)
    return quiet ? null : (
      <Text size="small" tone="critical">
        <FormattedMessage id="product.soldOut" />
      </Text>
    );
  if (stock === undefined) return null;
  if (stock <= 0)
    return (
      <Text size="small" tone="secondary">
        <FormattedMessage id="product.stock.backorder" />
      </Text>
    );
  return stock <= LOW_STOCK_THRESHOLD ? (
    <Text size="small" tone="caution">
      <FormattedMessage id="product.stock.low" values={{ count: stock }} />
    </Text>
  ) : (
    <Text size="small" tone="positive">
      <FormattedMessage id="product.stock.inStock" />
    </Text>
  );
};
