/**
 * Fixture view models for the section stories: what the loaders hand the sections, small and in
 * USD. Products are `ProductSummary` / `ProductDetail` (pages/sections/shared/productModel.ts).
 */
import type { CatalogVariant } from '../../lib/catalog/variants';
import type { Money } from '../../lib/money/money';
import { sanitizeRichText } from '../../pages/layout/richText';
import type {
  CollectionSummary,
  CollectionView,
  ProductDetail,
  ProductPalette,
  ProductSummary,
} from '../../pages/sections/shared/productModel';
import { images } from '../components/catalogStoryFixtures';

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

const variant = (
  id: string,
  attrs: Record<string, string>,
  price: number,
  buyable = true,
  regularPrice = price,
): CatalogVariant => ({
  id,
  attrs,
  buyable,
  price: usd(price),
  regularPrice: usd(regularPrice),
  stock: buyable ? 12 : 0,
});

const colours: ProductPalette = {
  name: 'Colour',
  values: ['Sand', 'Slate', 'Brick'],
  paletteType: 'manual',
  configs: {
    Sand: { showType: 'block', colorCode: 'burlywood' },
    Slate: { showType: 'block', colorCode: 'slategray' },
    Brick: { showType: 'block', colorCode: 'indianred' },
  },
};

const product = (
  id: number,
  title: string,
  src: string,
  price: number,
  more: Partial<ProductSummary> = {},
): ProductSummary => ({
  id,
  title,
  href: `/products/${title.toLowerCase().replaceAll(' ', '-')}`,
  price: usd(price),
  image: { src, width: 400, height: 500 },
  rating: { average: 4.5, count: 18 },
  tags: [],
  buyable: true,
  soldOut: false,
  options: [],
  variants: [variant(`${id}-1`, {}, price)],
  palettes: [],
  marketplaceButtons: [],
  ...more,
});

export const hoodie = product(1, 'Loopback Fleece Hoodie', images.hoodieSand, 9800, {
  regularPrice: usd(12800),
  secondImage: { src: images.hoodieSandAngled, width: 400, height: 500 },
  tags: [{ id: 'sale', text: '-{SAVE_PERCENT}', shape: 'burst', position: 'topLeft' }],
  options: [
    { name: 'Colour', values: ['Sand', 'Slate', 'Brick'] },
    { name: 'Size', values: ['S', 'M', 'L'] },
  ],
  variants: ['Sand', 'Slate', 'Brick'].flatMap((colour) =>
    ['S', 'M', 'L'].map((size) =>
      variant(
        `1-${colour}-${size}`,
        { Colour: colour, Size: size },
        9800,
        !(colour === 'Slate' && size === 'S'),
        12800,
      ),
    ),
  ),
  palettes: [colours],
});

/** Four products: on sale with options, new, sold out, a plain add. */
export const products: ProductSummary[] = [
  hoodie,
  product(2, 'Everyday Organic Tee', images.teeNavy, 3800, {
    tags: [{ id: 'new', text: 'New', shape: 'circle', position: 'topRight' }],
  }),
  product(3, 'Court Classic Sneaker', images.sneaker, 14900, {
    soldOut: true,
    buyable: false,
    variants: [variant('3-1', {}, 14900, false)],
    rating: undefined,
  }),
  product(4, 'Enamel Camp Mug', images.mug, 1600),
];

export const collection: CollectionView = {
  header: {
    handle: 'new-arrivals',
    title: 'New arrivals',
    descriptionHtml: sanitizeRichText(
      '<p>Fresh from the workshop: knits, canvas and stoneware for the season.</p>',
    ),
    image: null,
    path: '/collections/new-arrivals',
    sortOrder: 'featured',
  },
  products,
  total: products.length,
  page: 1,
  pageCount: 1,
};

/** Collections as the collection list and search suggestions show them. */
export const collections: CollectionSummary[] = [
  {
    id: 1,
    title: 'New arrivals',
    href: '/collections/new-arrivals',
    imageSrc: images.hoodieSlate,
    productsCount: 16,
  },
  { id: 2, title: 'Bags', href: '/collections/bags', imageSrc: images.tote, productsCount: 7 },
  { id: 3, title: 'Home & living', href: '/collections/home', imageSrc: images.lamp, productsCount: 14 },
];

export const productDetail: ProductDetail = {
  ...hoodie,
  variants: hoodie.variants,
  subtitle: 'Heavyweight 420 gsm loopback cotton',
  vendor: 'Vitrine Supply Co.',
  description: sanitizeRichText(
    '<p>Brushed inside, garment-dyed outside: the hoodie we reach for first.</p><ul><li>100% organic cotton</li><li>Made in Portugal</li></ul>',
  ),
  images: [
    { url: images.hoodieSand, alt: 'Hoodie in Sand, front', width: 400, height: 500 },
    { url: images.hoodieSandAngled, alt: 'Hoodie in Sand, angled', width: 400, height: 500 },
    { url: images.hoodieSlate, alt: 'Hoodie in Slate', width: 400, height: 500 },
  ],
  special: null,
  paired: false,
  sizeChartId: null,
  reviewsOpen: true,
};
