/**
 * The product view model: what every section that shows a product reads — the product card and its
 * option picker, the product page's buy box and gallery. Loaders build it from the store's answer
 * (`pages/loaders/products.server.ts`, the one adapter from the wire); nothing here knows the
 * wire's field names. Money is `Money` (minor units of the currency, plus the currency), and only
 * what a page shows travels to the browser.
 */
import type { ProductListResponse } from '../../../api/catalog';
import type {
  MarketplaceButton,
  ProductCardImage,
  ProductCardTag,
  VariantPalette,
} from '../../../components';
import type { CatalogVariant, VariantOption } from '../../../lib/catalog/variants';
import type { Money } from '../../../lib/money/money';
import type { SafeHtml } from '../../layout/safeHtml';

/** One option's palette (its swatches), in the store's order of palettes. */
export interface ProductPalette extends VariantPalette {
  /** The option it draws: `Colour`. */
  name: string;
  /** Its values in the store's order. */
  values: readonly string[];
}

/** A product as a listing shows it (card, quick view, option picker). */
export interface ProductSummary {
  id: number;
  title: string;
  /** The product page. */
  href: string;
  price: Money;
  /** Only when it is above `price` (a saving to strike through). */
  regularPrice?: Money;
  image?: ProductCardImage;
  /** The second gallery image (hover effect). */
  secondImage?: ProductCardImage;
  /** Set when the product's reviews are open and it has some. */
  rating?: { average: number; count: number };
  tags: readonly ProductCardTag[];
  sku?: string;
  /** Units in stock; undefined when stock is not tracked. */
  stock?: number;
  /** For a product without variants: can it be bought. */
  buyable: boolean;
  /** Nothing of it can be bought. */
  soldOut: boolean;
  options: readonly VariantOption[];
  variants: readonly CatalogVariant[];
  palettes: readonly ProductPalette[];
  marketplaceButtons: readonly MarketplaceButton[];
}

/** One gallery image as the product page draws it. */
export interface ProductImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A variant as the product page reads it: the listing's plus its picture and purchase limit. */
export interface VariantDetail extends CatalogVariant {
  image?: ProductImage;
  /** The most one add may carry: its stock when stock is tracked without backorders. */
  maxQuantity?: number;
}

/** A lens half's prescription attribute (`Power( L )`), chosen before adding to the cart. */
export interface SpecialAttribute {
  key: string;
  label: string;
  values: string[];
  required: boolean;
}

/** A product as its own page shows it. */
export interface ProductDetail extends Omit<ProductSummary, 'variants'> {
  variants: readonly VariantDetail[];
  subtitle?: string;
  vendor?: string;
  /** Merchant HTML, sanitised by the loader. */
  description: SafeHtml;
  /** The gallery (or the feature image alone). */
  images: readonly ProductImage[];
  special: SpecialAttribute | null;
  /** One half of a pair (lenses): the page says the other half is added with it. */
  paired: boolean;
  sizeChartId: number | null;
  /** The product takes reviews (its reviews block shows, inviting the first one). */
  reviewsOpen: boolean;
  /** The product's first collection (related products come from it). */
  collection?: { handle: string; title: string };
}

/** The variant shown when none was asked for: the first buyable one, else the first. */
export const defaultVariant = <V extends CatalogVariant>(variants: readonly V[]): V | null =>
  variants.find((variant) => variant.buyable) ?? variants[0] ?? null;

/** The palettes by option name, as the variant picker takes them. */
export const pickerPalettes = (palettes: readonly ProductPalette[]): Record<string, VariantPalette> =>
  Object.fromEntries(palettes.map(({ name, paletteType, configs }) => [name, { paletteType, configs }]));

/** A collection as a collection list or a search suggestion shows it. */
export interface CollectionSummary {
  id: number;
  title: string;
  /** The collection page. */
  href: string;
  /** Its picture (drawn square, as decoration beside the title). */
  imageSrc?: string;
  productsCount: number;
}

/** A collection's own fields, as its page's header and a featured collection show them. */
export interface CollectionHeader {
  handle: string;
  title: string;
  /** The merchant's HTML. */
  /** Merchant HTML, sanitised by the loader. */
  descriptionHtml: SafeHtml;
  /** `/collections/{handle}` */
  path: string;
  image: { url: string; alt: string } | null;
  /** The collection's own product order: the sort a listing starts with. */
  sortOrder: string;
}

/** One value of a filter, with how many products it would show. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** The filters a collection page offers, each value counted with every other filter applied. */
export interface CollectionFacets {
  availability: FacetValue[];
  collections: FacetValue[];
  categories: FacetValue[];
  options: { name: string; values: FacetValue[] }[];
  /** The cheapest and dearest product of the list. */
  price: { min: Money; max: Money };
}

/** One page of a collection: its header, its products and what filters it offers. */
export interface CollectionView {
  header: CollectionHeader;
  products: ProductSummary[];
  /** Products across all pages. */
  total: number;
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Only when the store was asked for them. */
  facets?: CollectionFacets;
}

/** A search or product list answer with its products as view models. */
export type ProductListView = Omit<ProductListResponse, 'data'> & { data: ProductSummary[] };
