import { useId, useState } from 'react';
import {
  type CardBuyAction,
  cardBuyAction,
  type ProductCardBuyButtonType,
} from '../../lib/catalog/cardActions';
import { discountTagPercentage } from '../../lib/catalog/discount';
import type { BubbleStyle, PaletteType } from '../../lib/catalog/palette';
import { type CatalogVariant, isProductSoldOut, type VariantOption } from '../../lib/catalog/variants';
import { useIntl } from '../../lib/i18n/intl';
import { useLocalizePath } from '../../lib/i18n/packLocale';
import { isMobileWidth } from '../../tokens/breakpoints';
import { Button } from '../Button/Button';
import { buttonClassName } from '../Button/buttonClassName';
import { type CombinationItem, CombinationThumbnails } from '../CombinationThumbnails/CombinationThumbnails';
import { type MarketplaceButton, MarketplaceButtons } from '../MarketplaceButtons/MarketplaceButtons';
import { PaletteSwatches, type PaletteSwatchOption } from '../PaletteSwatches/PaletteSwatches';
import { Price } from '../Price/Price';
import { ProductTagBadge, type ProductTagBadgeProps } from '../ProductTagBadge/ProductTagBadge';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { StarRating } from '../StarRating/StarRating';
import { type VariantPalette, VariantPicker } from '../VariantPicker/VariantPicker';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { WishlistHeart } from '../WishlistHeart/WishlistHeart';
import * as styles from './ProductCard.css';

export const productCardLayouts = ['grid', 'list'] as const;
export type ProductCardLayout = (typeof productCardLayouts)[number];
/** Card image hover effect; the theme setting `cardAnimation`. */
export const productCardAnimations = ['none', 'show_second_img'] as const;
export type ProductCardAnimation = (typeof productCardAnimations)[number];

export interface ProductCardImage {
  src: string;
  /** Not read out on the card (the title names the link); used where the image stands alone. */
  alt?: string;
  width?: number;
  height?: number;
}

/** A tag badge on the card image; its text placeholders are filled from the card's prices, SKU and stock. */
export interface ProductCardTag extends Omit<ProductTagBadgeProps, 'values'> {
  id: string;
}

/** The card's palette preview (card view). */
export interface ProductCardPalette {
  /** The attribute: `Colour`. */
  name: string;
  paletteType: PaletteType;
  options: readonly PaletteSwatchOption[];
}

export interface ProductCardProps {
  productId: string;
  title: string;
  /** The product page (product path or public_url). */
  href: string;
  /** Price to pay, in the currency's minor units. */
  price: number;
  /** Regular price, minor units; struck through, and the discount tag shows above 1 %. */
  regularPrice?: number;
  currency: string;
  /** The feature image; without it the default image shows. */
  image?: ProductCardImage;
  /** The second gallery image, shown on hover with `animation="show_second_img"`. */
  secondImage?: ProductCardImage;
  /**
   * Hover effect.
   * @default 'none'
   */
  animation?: ProductCardAnimation;
  /**
   * @default 'grid'
   */
  layout?: ProductCardLayout;
  /**
   * 0 hides the title (it stays the link's name for screen readers), 1 shows it.
   * @default 1
   */
  titleStyle?: 0 | 1;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Average rating 0–5; no stars when undefined. */
  rating?: number;
  reviewCount?: number;
  tags?: readonly ProductCardTag[];
  sku?: string;
  stock?: number;
  marketplaceButtons?: readonly MarketplaceButton[];
  /** "Shop the look" products (Combination). */
  combination?: readonly CombinationItem[];
  palette?: ProductCardPalette;
  /**
   * Palette options shown before the "+N" link (show_num).
   * @default 5
   */
  showNum?: number;
  /**
   * @default 0
   */
  bubbleStyle?: BubbleStyle;
  /** The product's attributes, for the inline option picker. */
  options?: readonly VariantOption[];
  /** The inline option picker's palettes by option name. */
  palettes?: Readonly<Record<string, VariantPalette>>;
  variants?: readonly CatalogVariant[];
  /**
   * For products without variants: can it be bought (buy_able)?
   * @default true
   */
  buyable?: boolean;
  /**
   * Popup opens the quick view, link goes to the product page, add
   * adds (after picking options when there is a choice), default picks by variant count.
   * @default 'default'
   */
  buyButtonType?: ProductCardBuyButtonType;
  /**
   * What the buy button does, when the page has worked it out already (it wraps the card in a cart
   * form by it); otherwise it follows from `buyButtonType`, the variants and `buyable`.
   */
  buyAction?: CardBuyAction;
  /**
   * Under 768 px ask the page for a popup option picker (`onOptionPickerRequest`) instead of expanding inline.
   * @default false
   */
  mobileOptionPickerPopup?: boolean;
  /**
   * Shows the add button busy while the page adds to the cart.
   * @default false
   */
  adding?: boolean;
  /**
   * `sizes` for the card image (grid column width).
   * @default '(min-width: 768px) 25vw, 50vw'
   */
  imageSizes?: string;
  /**
   * The card is in the first view (LCP): its image loads eagerly.
   * @default false
   */
  priority?: boolean;
  /** Shown when an image fails. */
  fallbackSrc?: string;
  /** Shows a wishlist heart when set (or when `wishlistForm` is). */
  onWishlistToggle?: (productId: string) => void;
  /**
   * Shows the wishlist heart submitting the `WishlistHeartForm` of this id (works without
   * JavaScript; render that form outside any form around the card).
   */
  wishlistForm?: string;
  /**
   * @default false
   */
  wishlisted?: boolean;
  /** Add to cart: the picked variant, or `null` for a product without variants. */
  onAdd?: (variantId: string | null, productId: string) => void;
  /** Buy button type `popup`: open the quick-view dialog. */
  onQuickView?: (productId: string) => void;
  /** Mobile popup option picker (`mobileOptionPickerPopup` under 768 px). */
  onOptionPickerRequest?: (productId: string) => void;
  /** A marketplace button was clicked (click_button). */
  onMarketplaceClick?: (productId: string, buttonId: string) => void;
}

/**
 * A product in a listing, in grid or list layout. The whole
 * card is one link to the product page, named by the title; buttons and
 * secondary links sit above it.
 */
export const ProductCard = ({
  productId,
  title,
  href,
  price,
  regularPrice,
  currency,
  image,
  secondImage,
  animation = 'none',
  layout = 'grid',
  titleStyle = 1,
  headingLevel = 3,
  rating,
  reviewCount,
  tags = [],
  sku,
  stock,
  marketplaceButtons = [],
  combination = [],
  palette,
  showNum = 5,
  bubbleStyle = 0,
  options = [],
  palettes,
  variants = [],
  buyable = true,
  buyButtonType = 'default',
  buyAction,
  mobileOptionPickerPopup = false,
  adding = false,
  imageSizes = '(min-width: 768px) 25vw, 50vw',
  priority = false,
  fallbackSrc,
  onWishlistToggle,
  wishlistForm,
  wishlisted = false,
  onAdd,
  onQuickView,
  onOptionPickerRequest,
  onMarketplaceClick,
}: ProductCardProps) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  const titleId = useId();
  const pickerId = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickedVariant, setPickedVariant] = useState<CatalogVariant | null>(null);
  const [previewValue, setPreviewValue] = useState<string>();

  const action =
    buyAction ??
    cardBuyAction(buyButtonType, {
      variantCount: variants.length,
      soldOut: isProductSoldOut(variants, buyable),
    });
  const soldOut = action === 'soldOut';
  const discount = discountTagPercentage(price, regularPrice);
  const Heading = `h${headingLevel}` as const;

  // Picking a palette option on the card previews that option's image.
  const previewOption = palette?.options.find((option) => option.value === previewValue);
  const previewSrc =
    (previewOption?.config?.variantId &&
      variants.find((v) => v.id === previewOption.config?.variantId)?.imageSrc) ||
    (palette?.paletteType === 'autoImage' ? previewOption?.config?.defaultImageSrc : undefined);
  const primary = previewSrc ? { ...image, src: previewSrc } : image;
  const showSecond = animation === 'show_second_img' && secondImage !== undefined && !previewSrc;

  const handleBuy = () => {
    if (action === 'quickView') onQuickView?.(productId);
    else if (action === 'add') onAdd?.(variants[0]?.id ?? null, productId);
    else if (action === 'pickOptions') {
      if (mobileOptionPickerPopup && typeof window !== 'undefined' && isMobileWidth(window.innerWidth)) {
        onOptionPickerRequest?.(productId);
      } else {
        setPickerOpen((open) => !open);
      }
    }
  };

  const addLabel = intl.formatMessage({ id: 'productCard.addToCart' });
  const buyButton = (() => {
    switch (action) {
      case 'soldOut':
        return (
          <Button variant="soft" tone="neutral" size="small" fullWidth disabled aria-describedby={titleId}>
            {intl.formatMessage({ id: 'productCard.soldOut' })}
          </Button>
        );
      case 'productPage':
        // The stretched title link already goes there: a look-alike keeps the card to one link.
        return (
          <span
            aria-hidden
            className={`${buttonClassName({ variant: 'soft', tone: 'neutral', size: 'small', fullWidth: true })} ${styles.passive}`}
          >
            {intl.formatMessage({ id: 'productCard.chooseOptions' })}
          </span>
        );
      case 'quickView':
        return (
          <Button
            variant="soft"
            tone="neutral"
            size="small"
            fullWidth
            aria-haspopup="dialog"
            aria-describedby={titleId}
            onClick={handleBuy}
          >
            {intl.formatMessage({ id: 'productCard.chooseOptions' })}
          </Button>
        );
      case 'pickOptions':
        return (
          <Button
            variant="soft"
            tone="neutral"
            size="small"
            fullWidth
            aria-expanded={pickerOpen}
            aria-controls={pickerOpen ? pickerId : undefined}
            aria-describedby={titleId}
            onClick={handleBuy}
          >
            {addLabel}
          </Button>
        );
      default:
        return (
          <Button
            variant="soft"
            tone="neutral"
            size="small"
            fullWidth
            loading={adding}
            aria-describedby={titleId}
            onClick={handleBuy}
          >
            {addLabel}
          </Button>
        );
    }
  })();

  return (
    <article className={`${styles.root} ${styles.layout[layout]}`} aria-labelledby={titleId}>
      <div className={styles.mediaBox}>
        <span className={soldOut ? styles.soldOutMedia : undefined}>
          <ResponsiveImage
            src={primary?.src ?? fallbackSrc ?? ''}
            alt=""
            width={primary?.width}
            height={primary?.height}
            sizes={imageSizes}
            fit="cover"
            priority={priority}
            fallbackSrc={fallbackSrc}
          />
          {showSecond ? (
            <span className={styles.secondImage}>
              <ResponsiveImage
                src={secondImage.src}
                alt=""
                width={secondImage.width}
                height={secondImage.height}
                sizes={imageSizes}
                fit="cover"
                fallbackSrc={fallbackSrc}
              />
            </span>
          ) : null}
        </span>
        {tags.map(({ id, ...tag }) => (
          <ProductTagBadge key={id} {...tag} values={{ price, regularPrice, currency, sku, stock }} />
        ))}
        {soldOut ? (
          <span className={styles.soldOutBadge}>{intl.formatMessage({ id: 'productCard.soldOut' })}</span>
        ) : null}
        {onWishlistToggle || wishlistForm ? (
          <WishlistHeart
            productId={productId}
            pressed={wishlisted}
            label={intl.formatMessage({ id: 'productCard.wishlist' })}
            describedBy={titleId}
            form={wishlistForm}
            onToggle={onWishlistToggle}
          />
        ) : null}
      </div>

      <div className={styles.body}>
        <Heading className={titleStyle === 0 ? undefined : styles.title}>
          {titleStyle === 0 ? (
            <VisuallyHidden>
              <a id={titleId} className={styles.link} href={localize(href)}>
                {title}
              </a>
            </VisuallyHidden>
          ) : (
            <a id={titleId} className={styles.link} href={localize(href)}>
              {title}
            </a>
          )}
        </Heading>
        {rating !== undefined ? <StarRating rating={rating} reviewCount={reviewCount} size="small" /> : null}
        <div className={styles.priceRow}>
          <Price amount={price} regularAmount={regularPrice} currency={currency} />
          {discount !== null ? (
            <span className={styles.discount}>
              <span aria-hidden>
                {intl.formatMessage({ id: 'productCard.discountTag' }, { percent: discount })}
              </span>
              <VisuallyHidden>
                {intl.formatMessage({ id: 'productCard.discountLabel' }, { percent: discount })}
              </VisuallyHidden>
            </span>
          ) : null}
        </div>
        {palette ? (
          <div className={styles.raised}>
            <PaletteSwatches
              view="card"
              name={palette.name}
              paletteType={palette.paletteType}
              options={palette.options}
              showNum={showNum}
              moreHref={href}
              bubbleStyle={bubbleStyle}
              value={previewValue}
              onChange={setPreviewValue}
            />
          </div>
        ) : null}
        {combination.length > 0 ? (
          <CombinationThumbnails items={combination} currentProductId={productId} fallbackSrc={fallbackSrc} />
        ) : null}
        {/* Above the buy button, which stays at the card's foot in line with its row's. */}
        {marketplaceButtons.length > 0 ? (
          <div className={styles.raised}>
            <MarketplaceButtons
              buttons={marketplaceButtons}
              productId={productId}
              onClick={onMarketplaceClick}
            />
          </div>
        ) : null}
        <div
          className={[
            styles.actions,
            action === 'productPage' ? '' : styles.raised,
            layout === 'list' ? styles.listActions : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {buyButton}
          {pickerOpen && action === 'pickOptions' ? (
            <section id={pickerId} className={styles.picker} aria-labelledby={titleId}>
              <VariantPicker
                options={options}
                variants={variants}
                bubbleStyle={bubbleStyle}
                palettes={palettes}
                onVariantChange={(_, status) =>
                  setPickedVariant(status.status === 'available' ? status.variant : null)
                }
              />
              <div className={styles.pickerActions}>
                <Button
                  size="small"
                  loading={adding}
                  disabled={pickedVariant === null}
                  aria-describedby={titleId}
                  onClick={() => pickedVariant && onAdd?.(pickedVariant.id, productId)}
                >
                  {addLabel}
                </Button>
                <Button
                  size="small"
                  variant="transparent"
                  tone="neutral"
                  onClick={() => setPickerOpen(false)}
                >
                  {intl.formatMessage({ id: 'common.cancel' })}
                </Button>
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
};
