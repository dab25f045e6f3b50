/**
 * Pure derivations from the typed catalogue: variants, gallery images, palette
 * configs and reviews. No database here, so these rules are unit-testable and
 * the loader stays a list of batch inserts.
 */
import type { ShapeName } from '../../media/shapes';
import { type MediaImage, mediaImage, productImage, swatchImage } from '../../media/urls';
import type { ImageRef, OptionValue } from '../tables/catalog';
import { colourways } from './catalog/colours';
import { reviewerNames, reviewTexts } from './catalog/reviews';
import type { SeedProduct } from './catalog/types';

/**
 * The seed's reference "now". Dates are computed from it (not from the clock)
 * so every seed of an empty database writes identical rows.
 */
export const SEED_DATE = new Date('2026-11-16T09:00:00Z');
export const daysBefore = (days: number, minutes = 0) =>
  new Date(SEED_DATE.getTime() - days * 86_400_000 - minutes * 60_000);

/** FNV-1a: stable small hashes for "random-looking" but fixed choices. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so review dealing is deterministic per product. */
export function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The option that carries colour, when the product has one. */
const colourOption = (product: SeedProduct) => product.options?.find((o) => o.name === 'Color');

/** Colour names the product is drawn in: its Color option values, else its single colour. */
export function productColours(product: SeedProduct): string[] {
  return colourOption(product)?.values ?? [product.colour ?? 'Stone'];
}

const tokenOf = (colour: string) => colourways[colour]?.token ?? colour.toLowerCase();

const viewLabels = ['front view', 'styled', 'angled view', 'detail', 'flat lay'];

export interface GalleryImage extends MediaImage {
  alt: string;
}

/** Front image of one colour of the product (variant feature images, palettes, combinations). */
export function colourImage(product: SeedProduct, colour: string): GalleryImage {
  return { ...productImage(product.shape, tokenOf(colour), 1), alt: `${product.title} in ${colour}` };
}

/**
 * Gallery of 2–5 images: `views` angles of the first colour, then the front of
 * each other colour, capped at five.
 */
export function gallery(product: SeedProduct): GalleryImage[] {
  const [first = 'Stone', ...others] = productColours(product);
  const views = Math.min(5, Math.max(2, product.views ?? 3));
  const images: GalleryImage[] = [];
  for (let view = 1; view <= views; view++) {
    images.push({
      ...productImage(product.shape, tokenOf(first), view),
      alt: `${product.title} in ${first}, ${viewLabels[view - 1]}`,
    });
  }
  for (const colour of others) {
    if (images.length >= 5) break;
    images.push(colourImage(product, colour));
  }
  return images;
}

export interface BuiltVariant {
  title: string;
  sku: string;
  price: number;
  regularPrice: number | null;
  stock: number;
  manageStock: boolean;
  backorders: NonNullable<SeedProduct['backorders']>;
  options: OptionValue[];
  featureImage: ImageRef;
  position: number;
}

const skuPart = (value: string) =>
  value
    .replace(/[^A-Za-z0-9+.]/g, '')
    .toUpperCase()
    .slice(0, 6);

/** Product SKU prefix from the slug's initials, e.g. `everyday-organic-tee` → `EOT`. */
export const skuPrefix = (slug: string) =>
  slug
    .split('-')
    .map((word) => word[0]!.toUpperCase())
    .join('');

/**
 * Compare-at price of a variant with its own price: the product's markdown
 * ratio applied to it, rounded to whole dollars when the product's own
 * compare-at price is in whole dollars (a shop writes $46, not $46.09).
 */
export function compareAtPrice(basePrice: number, baseRegular: number, price: number): number {
  if (price === basePrice) return baseRegular;
  const scaled = (price * baseRegular) / basePrice;
  return baseRegular % 100 === 0 ? Math.round(scaled / 100) * 100 : Math.round(scaled);
}

/** Cartesian product of the option values, in option order. */
function combinations(options: SeedProduct['options']): OptionValue[][] {
  let rows: OptionValue[][] = [[]];
  for (const option of options ?? []) {
    rows = rows.flatMap((row) => option.values.map((value) => [...row, { name: option.name, value }]));
  }
  return rows;
}

/** One variant per combination of option values, with stock, prices and image. */
export function buildVariants(product: SeedProduct): BuiltVariant[] {
  const prefix = skuPrefix(product.slug);
  const firstColour = productColours(product)[0]!;
  return combinations(product.options).map((options, position) => {
    const title = options.length ? options.map((o) => o.value).join(' / ') : 'Default';
    const sku = options.length ? `${prefix}-${options.map((o) => skuPart(o.value)).join('-')}` : prefix;
    let price = product.price;
    for (const { value } of options) price = product.priceByValue?.[value] ?? price;
    const regularPrice = product.regularPrice
      ? compareAtPrice(product.price, product.regularPrice, price)
      : null;
    const stockPlan = product.stock;
    const stock =
      typeof stockPlan === 'number'
        ? stockPlan
        : stockPlan
          ? (stockPlan[title] ?? stockPlan.default ?? 0)
          : 4 + (hashString(sku) % 33);
    const colour = options.find((o) => o.name === 'Color')?.value ?? firstColour;
    const image = colourImage(product, colour);
    return {
      title,
      sku,
      price,
      regularPrice,
      stock,
      manageStock: product.manageStock ?? true,
      backorders: product.backorders ?? 'no',
      options,
      featureImage: { url: image.url, alt: image.alt, width: image.width, height: image.height },
      position,
    };
  });
}

/** Fabric swatch pattern for manual image palettes, by product type. */
function swatchPattern(shape: ShapeName): string {
  if (shape === 'shirt' || shape === 'cushion') return 'linen';
  if (shape === 'knit' || shape === 'scarf') return 'herringbone';
  if (shape === 'tote' || shape === 'crossbody') return 'check';
  return 'plain';
}

export interface BuiltPalette {
  optionName: string;
  paletteType: 'manual' | 'auto_image' | 'auto_block';
  config: Record<string, Record<string, unknown>>;
}

/**
 * Palette config per colour value (invalid configs fall back to text). `variantIdOf`
 * resolves the first variant of a colour once variants have ids.
 */
export function buildPalette(
  product: SeedProduct,
  variantIdOf: (colour: string) => number | undefined,
): BuiltPalette | null {
  const option = colourOption(product);
  if (!product.palette || !option) return null;
  const config: Record<string, Record<string, unknown>> = {};
  for (const colour of option.values) {
    const common = { variant_id: variantIdOf(colour) ?? null, enable_special_style: false };
    switch (product.palette) {
      case 'manual-image':
        config[colour] = {
          ...common,
          show_type: 'show_image',
          image_src: swatchImage(swatchPattern(product.shape), tokenOf(colour)).url,
        };
        break;
      case 'manual-block':
        config[colour] = { ...common, show_type: 'show_block', color_code: colourways[colour]?.hex ?? '' };
        break;
      case 'auto-image':
        config[colour] = {
          ...common,
          show_type: 'show_image',
          default_image_src: colourImage(product, colour).url,
        };
        break;
      default:
        // auto-block and the deliberately invalid palette: the option text must be a CSS colour.
        config[colour] = { ...common, show_type: 'show_block' };
    }
  }
  const paletteType =
    product.palette === 'manual-image' || product.palette === 'manual-block'
      ? 'manual'
      : product.palette === 'auto-image'
        ? 'auto_image'
        : 'auto_block';
  return { optionName: option.name, paletteType, config };
}

export interface BuiltReview {
  photos: ImageRef[];
  authorName: string;
  email: string;
  rating: number;
  title: string;
  body: string;
  createdAt: Date;
}

/**
 * Deals `count` reviews whose ratings average to `average` (exactly when
 * average × count is whole, which the catalogue keeps true), with names, texts
 * and dates picked by a PRNG seeded from the slug.
 */
export function buildReviews(product: SeedProduct): BuiltReview[] {
  const [average, count] = product.rating ?? [0, 0];
  if (count === 0) return [];
  const random = prng(hashString(product.slug));
  const total = Math.round(average * count);
  const base = Math.floor(total / count);
  const ratings = Array.from({ length: count }, (_, i) => (i < total - base * count ? base + 1 : base));
  // Spread one pair (+1/−1) so four-and-a-half-star products are not all 4s and 5s.
  if (count >= 4 && base > 1 && base < 5 && ratings[count - 1] === base) {
    ratings[count - 1] = base - 1;
    const up = ratings.indexOf(base);
    if (up >= 0) ratings[up] = base + 1;
  }
  const names = [...reviewerNames].sort(
    (a, b) => hashString(product.slug + a) - hashString(product.slug + b),
  );
  return ratings.map((rating, i) => {
    const pool = reviewTexts[Math.min(5, Math.max(1, rating)) as 1 | 2 | 3 | 4 | 5];
    const [title, body] = pool[Math.floor(random() * pool.length)]!;
    const authorName = names[i % names.length]!;
    const [firstName = 'guest', lastName = ''] = authorName.toLowerCase().split(' ');
    // Some happy customers add a photo (up to 5 per review): the product, styled.
    const photo = rating === 5 && random() < 0.25 ? gallery(product)[1] : undefined;
    return {
      photos: photo
        ? [{ url: photo.url, alt: `Photo by ${authorName}`, width: photo.width, height: photo.height }]
        : [],
      authorName,
      email: `${firstName.normalize('NFD').replace(/[^a-z]/g, '')}.${lastName
        .normalize('NFD')
        .replace(/[^a-z]/g, '')
        .slice(0, 1)}@example.com`,
      rating,
      title,
      body,
      createdAt: daysBefore(Math.floor(random() * 120) + 1, i),
    };
  });
}

/** Image of a collection tile, a blog cover or a tag badge. */
export const namedImage = (kind: 'collection' | 'blog' | 'tag', parts: readonly string[]): ImageRef => {
  const image = mediaImage(kind, parts.join('_'));
  return { url: image.url, width: image.width, height: image.height };
};
