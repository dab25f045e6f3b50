/**
 * Collections, categories, badges, marketplace buttons, "shop the look" groups,
 * size charts and the diversion test: everything that arranges products.
 * Products are referred to by slug; the loader resolves ids.
 */

export interface SeedCollection {
  handle: string;
  title: string;
  description: string;
  /** Illustration of the collection tile: shape and colour token. */
  image: [shape: string, colour: string];
  sortOrder?: string;
}

export const seedCollections: SeedCollection[] = [
  {
    handle: 'apparel',
    title: 'Apparel',
    description: 'Organic tees, linen shirts and knits made to be worn for years.',
    image: ['tee', 'navy'],
  },
  {
    handle: 'shoes',
    title: 'Footwear',
    description: 'Leather sneakers and Goodyear-welted boots, built to be resoled.',
    image: ['sneaker', 'tan'],
  },
  {
    handle: 'bags',
    title: 'Bags',
    description: 'Waxed canvas and saddle leather for every day and every weekend.',
    image: ['tote', 'wheat'],
  },
  {
    handle: 'home',
    title: 'Home & Living',
    description: 'Hand-thrown stoneware, soft linen and lamps that glow just right.',
    image: ['vase', 'tan'],
  },
  {
    handle: 'eyewear',
    title: 'Eyewear & Lenses',
    description: 'Acetate sunglasses, optical frames and contact lenses by Lumen Optics.',
    image: ['sunglasses', '6b4226'],
  },
  {
    handle: 'gifts',
    title: 'Gifts',
    description: 'Thoughtful presents, curated boxes and gift cards that never expire.',
    image: ['giftbox', 'indianred'],
  },
  {
    handle: 'new-arrivals',
    title: 'New Arrivals',
    description: 'Just landed in the studio.',
    image: ['hoodie', 'olive'],
    sortOrder: 'created_desc',
  },
  {
    handle: 'sale',
    title: 'Sale',
    description: 'Last pieces and seasonal markdowns, while they last.',
    image: ['crossbody', 'sienna'],
    sortOrder: 'price_asc',
  },
];

/** Category tree: `[slug, name, parent slug?]`. */
export const seedCategories: [slug: string, name: string, parent?: string][] = [
  ['tops', 'Tops'],
  ['t-shirts', 'T-shirts', 'tops'],
  ['shirts', 'Shirts', 'tops'],
  ['sweatshirts', 'Sweatshirts & Hoodies', 'tops'],
  ['knitwear', 'Knitwear', 'tops'],
  ['accessories', 'Accessories'],
  ['hats', 'Hats', 'accessories'],
  ['scarves', 'Scarves', 'accessories'],
  ['footwear', 'Footwear'],
  ['sneakers', 'Sneakers', 'footwear'],
  ['boots', 'Boots', 'footwear'],
  ['bags', 'Bags'],
  ['totes', 'Totes', 'bags'],
  ['backpacks', 'Backpacks', 'bags'],
  ['crossbody', 'Crossbody', 'bags'],
  ['home', 'Home'],
  ['kitchen', 'Kitchen', 'home'],
  ['lighting', 'Lighting', 'home'],
  ['decor', 'Decor', 'home'],
  ['fragrance', 'Candles & Fragrance', 'home'],
  ['textiles', 'Textiles', 'home'],
  ['eyewear', 'Eyewear'],
  ['sunglasses', 'Sunglasses', 'eyewear'],
  ['optical', 'Optical', 'eyewear'],
  ['contact-lenses', 'Contact Lenses', 'eyewear'],
  ['gifts', 'Gifts'],
  ['gift-sets', 'Gift Sets', 'gifts'],
  ['gift-cards', 'Gift Cards', 'gifts'],
];

/**
 * Card badges (Product tag). Style 0 is a built-in shape image, style 1
 * an image with text; text placeholders are filled per product by the API
 * ({SAVE_PERCENT}, {SAVE_AMOUNT}, {PRICE}, {SKU}, {STOCK}). Positions are
 * `top-left | top-right | bottom-left | bottom-right`, width in `unit`.
 */
export interface SeedTag {
  name: string;
  style: 0 | 1;
  shape: string;
  /** Badge image: tag shape and colour token. */
  image: [shape: string, colour: string];
  text: string;
  textColor: string;
  position: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  width: [pc: number, mobile: number];
}

export const seedTags: SeedTag[] = [
  {
    name: 'sale-percent',
    style: 0,
    shape: 'burst',
    image: ['burst', 'crimson'],
    text: '-{SAVE_PERCENT}',
    textColor: '#ffffff',
    position: 'top-left',
    width: [56, 44],
  },
  {
    name: 'save-amount',
    style: 1,
    shape: 'ribbon',
    image: ['ribbon', 'goldenrod'],
    text: 'Save {SAVE_AMOUNT}',
    textColor: '#1c1c1e',
    position: 'bottom-left',
    width: [96, 80],
  },
  {
    name: 'new',
    style: 0,
    shape: 'circle',
    image: ['circle', 'seagreen'],
    text: 'New',
    textColor: '#ffffff',
    position: 'top-right',
    width: [48, 40],
  },
  {
    name: 'low-stock',
    style: 1,
    shape: 'flag',
    image: ['flag', 'navy'],
    text: 'Only {STOCK} left',
    textColor: '#ffffff',
    position: 'bottom-right',
    width: [88, 72],
  },
  {
    name: 'price',
    style: 1,
    shape: 'ribbon',
    image: ['ribbon', 'navy'],
    text: 'Now {PRICE}',
    textColor: '#ffffff',
    position: 'bottom-left',
    width: [96, 80],
  },
  {
    name: 'sku',
    style: 1,
    shape: 'flag',
    image: ['flag', 'slategray'],
    text: 'Ref. {SKU}',
    textColor: '#ffffff',
    position: 'top-right',
    width: [88, 72],
  },
];

/** External marketplace buttons (Custom button): `[product slug, …]`. */
export const seedButtons: {
  product: string;
  type: 'amazon' | 'ebay' | 'aliexpress' | 'custom';
  style: 'first' | 'second' | 'third';
  text: string;
  url: string;
  textColor: string;
  backgroundColor: string;
}[] = [
  {
    product: 'market-canvas-tote',
    type: 'amazon',
    style: 'first',
    text: 'Buy on Amazon',
    url: 'https://www.amazon.com/s?k=vitrine+market+tote',
    textColor: '#111111',
    backgroundColor: '#ff9900',
  },
  {
    product: 'market-canvas-tote',
    type: 'ebay',
    style: 'second',
    text: 'View on eBay',
    url: 'https://www.ebay.com/sch/i.html?_nkw=vitrine+tote',
    textColor: '#ffffff',
    backgroundColor: '#0064d2',
  },
  {
    product: 'harbour-sunglasses',
    type: 'aliexpress',
    style: 'third',
    text: 'AliExpress',
    url: 'https://www.aliexpress.com/w/wholesale-vitrine-sunglasses.html',
    textColor: '#ffffff',
    backgroundColor: '#e62e04',
  },
  {
    product: 'court-classic-sneaker',
    type: 'amazon',
    style: 'second',
    text: 'Also on Amazon',
    url: 'https://www.amazon.com/s?k=vitrine+court+sneaker',
    textColor: '#111111',
    backgroundColor: '#febd69',
  },
  {
    product: 'stoneware-mug',
    type: 'custom',
    style: 'first',
    text: 'Find a stockist',
    url: 'https://example.com/stockists',
    textColor: '#ffffff',
    backgroundColor: '#1c1c1e',
  },
  {
    product: 'soy-candle-fig',
    type: 'custom',
    style: 'third',
    text: 'Refill service',
    url: 'https://example.com/refills',
    textColor: '#1c1c1e',
    backgroundColor: '#e4d8c3',
  },
];

/** "Shop the look" groups; the first product is the main image. */
export const seedCombinations: { title: string; products: string[]; status?: boolean }[] = [
  {
    title: 'Weekend in the city',
    products: ['everyday-organic-tee', 'market-canvas-tote', 'court-classic-sneaker'],
  },
  {
    title: 'Cabin season',
    products: ['merino-crew-sweater', 'chelsea-boot', 'lambswool-check-scarf', 'soy-candle-fig'],
  },
  { title: 'The reading nook', products: ['pleated-table-lamp', 'stoneware-mug', 'linen-cushion-cover'] },
  { title: 'Summer by the water', products: ['linen-camp-shirt', 'harbour-sunglasses', 'waxed-cotton-cap'] },
];

export const seedSizeCharts = [
  {
    key: 'tops',
    title: 'Tops — unisex',
    unit: 'cm',
    description: 'Measured flat across the chest, then doubled. Between sizes? Size up for a relaxed fit.',
    table: {
      columns: ['Size', 'Chest', 'Length', 'Sleeve'],
      rows: [
        ['XS', '88', '66', '19'],
        ['S', '96', '69', '20'],
        ['M', '104', '72', '21'],
        ['L', '112', '75', '22'],
        ['XL', '120', '78', '23'],
      ],
    },
  },
  {
    key: 'shoes',
    title: 'Footwear',
    unit: 'cm',
    description: 'Foot length measured heel to longest toe. Our lasts run true to size.',
    table: {
      columns: ['EU', 'US men', 'US women', 'UK', 'Foot length'],
      rows: [
        ['38', '5.5', '7.5', '5', '24.1'],
        ['39', '6.5', '8.5', '6', '24.8'],
        ['40', '7', '9', '6.5', '25.4'],
        ['41', '8', '10', '7.5', '26.0'],
        ['42', '8.5', '10.5', '8', '26.7'],
        ['43', '9.5', '11.5', '9', '27.3'],
        ['44', '10.5', '12.5', '10', '27.9'],
        ['45', '11', '13', '10.5', '28.6'],
      ],
    },
  },
];

/** Diversion (A/B) test: shoppers of the listed products are sent to the main one. */
export const seedDiversionTests = [{ main: 'linen-camp-shirt', products: ['linen-camp-shirt-relaxed'] }];
