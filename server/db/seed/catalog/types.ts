import type { ShapeName } from '../../../media/shapes';
import type { BackorderPolicy } from '../../tables/catalog';

/**
 * The demo catalogue as typed, hand-written data. Everything the seed writes is
 * derived from these records deterministically (no clock, no Math.random), so
 * two seeds of an empty database produce identical rows.
 */

export interface SeedOption {
  name: string;
  values: string[];
}

/** Which swatch style the product's colour option uses (palette_type). */
export type SeedPalette =
  /** `manual` with a fabric swatch image per colour (show_image). */
  | 'manual-image'
  /** `manual` with a colour code per colour (show_block). */
  | 'manual-block'
  /** `auto_image`: each colour shows its variant image (default_image_src). */
  | 'auto-image'
  /** `auto_block`: the option text itself is a CSS colour name. */
  | 'auto-block'
  /** Deliberately invalid (`auto_block` with non-CSS option texts) to exercise the swatch validity rules. */
  | 'invalid';

export interface SeedProduct {
  slug: string;
  title: string;
  subtitle?: string;
  /** HTML. */
  description: string;
  vendor: string;
  productType: string;
  keywords: string;
  /** Collection handles, in the order the product is listed in them. */
  collections: string[];
  /** Category slugs. */
  categories: string[];
  /** The illustration drawn for every image of this product. */
  shape: ShapeName;
  /** Colour token for images when the product has no Color option. */
  colour?: string;
  options?: SeedOption[];
  /** Price in minor units (cents). */
  price: number;
  /** Compare-at price in minor units; omitted = not on sale. */
  regularPrice?: number;
  /** Per option value price overrides in minor units (gift card amounts, XXL surcharge…). */
  priceByValue?: Record<string, number>;
  /**
   * Stock per variant: a number for all variants, or a map from variant title
   * (`Navy / M`) to stock with `default` for the rest.
   * @default a deterministic 4–36 per variant
   */
  stock?: number | Record<string, number>;
  manageStock?: boolean;
  backorders?: BackorderPolicy;
  /** Gallery images of the first colour (2–5; other colours add their front views up to 5). */
  views?: number;
  palette?: SeedPalette;
  /** Tag names (see tags.ts). */
  tags?: string[];
  /** Rating as shown, with halves (e.g. 4.5) and how many reviews back it. */
  rating?: [average: number, count: number];
  reviewStatus?: 'open' | 'closed';
  groupId?: string;
  isOverseasDepot?: boolean;
  gift?: boolean;
  sizeChart?: string;
  specialAttrs?: Record<string, unknown>;
  featuredRank?: number;
  salesCount?: number;
  /** Days before the seed's reference date the product was created (newest first in "newest" sorts). */
  ageDays?: number;
}
