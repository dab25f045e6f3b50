/**
 * Store content: menus, blog, policies, exchange rates and settings documents.
 */

export interface SeedMenuItem {
  title: string;
  object: 'collection' | 'product' | 'page' | 'blog' | 'policy' | 'link' | 'null_link';
  path: string;
  children?: SeedMenuItem[];
}

const col = (title: string, handle: string): SeedMenuItem => ({
  title,
  object: 'collection',
  path: `/collections/${handle}`,
});
const policy = (title: string, handle: string): SeedMenuItem => ({
  title,
  object: 'policy',
  path: `/policies/${handle}`,
});

export const seedMenus: { handle: string; title: string; items: SeedMenuItem[] }[] = [
  {
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      {
        title: 'Shop',
        object: 'null_link',
        path: '',
        children: [
          {
            ...col('Apparel', 'apparel'),
            children: [
              col('T-shirts', 'apparel?category=t-shirts'),
              col('Knitwear', 'apparel?category=knitwear'),
            ],
          },
          col('Footwear', 'shoes'),
          col('Bags', 'bags'),
          col('Home & Living', 'home'),
          col('Eyewear & Lenses', 'eyewear'),
        ],
      },
      col('New Arrivals', 'new-arrivals'),
      col('Gifts', 'gifts'),
      col('Sale', 'sale'),
      { title: 'Journal', object: 'blog', path: '/blogs/journal' },
    ],
  },
  {
    handle: 'footer',
    title: 'Help',
    items: [
      policy('Shipping', 'shipping-policy'),
      policy('Returns & refunds', 'refund-policy'),
      { title: 'Track your order', object: 'page', path: '/pages/track-order' },
      { title: 'Contact us', object: 'page', path: '/pages/contact' },
    ],
  },
  {
    handle: 'footer-about',
    title: 'About',
    items: [
      { title: 'Our story', object: 'page', path: '/pages/about' },
      { title: 'Journal', object: 'blog', path: '/blogs/journal' },
      policy('Privacy policy', 'privacy-policy'),
      policy('Terms of service', 'terms-of-service'),
    ],
  },
];

export const seedBlogCollections = [
  {
    handle: 'journal',
    title: 'Journal',
    description: 'Stories from the studio and the people who make our things.',
    image: ['mug', 'clay'],
  },
  {
    handle: 'care-guides',
    title: 'Care Guides',
    description: 'How to make the things you love last longer.',
    image: ['knit', 'e4d8c3'],
  },
  {
    handle: 'style-notes',
    title: 'Style Notes',
    description: 'Simple outfits and rooms, put together.',
    image: ['tote', 'wheat'],
  },
] as const;

const para = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  image: [shape: string, colour: string];
  tags: string[];
  collections: string[];
  preferred?: boolean;
  /** Days before the seed's reference date. */
  ageDays: number;
}

export const seedPosts: SeedPost[] = [
  {
    slug: 'how-to-wash-merino',
    title: 'How to wash merino (without ruining it)',
    excerpt: 'Cool water, a gentle soap and patience: our five-step routine for knits that last a decade.',
    content: para(
      'Merino is more forgiving than its reputation. Its fibres naturally resist odour, so most sweaters need a wash only every five or six wears — airing them overnight does a lot of the work.',
      'When it is time, turn the sweater inside out and use a wool cycle at 30 °C or a basin of cool water with a wool-specific detergent. Never wring: press the water out, roll the sweater in a towel, then dry it flat away from direct heat.',
      'Pilling is normal in the first weeks. A sweater comb takes care of it in a minute, and the fabric settles as the loose fibres work their way out.',
    ),
    author: 'Ingrid Halvorsen',
    image: ['knit', 'e4d8c3'],
    tags: ['care', 'knitwear'],
    collections: ['care-guides', 'journal'],
    preferred: true,
    ageDays: 6,
  },
  {
    slug: 'meet-the-potters',
    title: 'Meet the potters behind our stoneware',
    excerpt: 'A morning at Kiln & Co., where every mug is thrown, trimmed and glazed by hand.',
    content: para(
      'The studio sits at the end of a cobbled yard in Stoke-on-Trent, the heart of British ceramics. Four potters throw around two hundred mugs a week between them.',
      'Each piece is trimmed when leather-hard, dipped in a reactive glaze and fired twice. The glaze pools and breaks differently on every curve, which is why no two of our mugs are identical.',
      'We visit every season to choose colours together. This autumn’s terracotta came from a test tile that had been sitting on a shelf for years.',
    ),
    author: 'Olivia Brennan',
    image: ['mug', 'c4663f'],
    tags: ['makers', 'home'],
    collections: ['journal'],
    preferred: true,
    ageDays: 14,
  },
  {
    slug: 'three-ways-linen-shirt',
    title: 'Three ways to wear a linen shirt',
    excerpt: 'Open over a tee, tucked into chinos or knotted at the waist — one shirt, a whole summer.',
    content: para(
      'A good linen shirt is the most versatile thing in a warm-weather wardrobe. Wear it open over our Everyday Organic Tee for an easy layer on cooler evenings.',
      'For dinner, tuck it into pleated trousers and roll the sleeves twice. Linen wrinkles, and that is the point: it should look lived in.',
      'On the beach, button it once and knot it at the waist. Add the Harbour sunglasses and you are done.',
    ),
    author: 'Camille Dubois',
    image: ['shirt', '9caf88'],
    tags: ['style', 'summer'],
    collections: ['style-notes'],
    ageDays: 30,
  },
  {
    slug: 'caring-for-leather-boots',
    title: 'Caring for leather and suede boots',
    excerpt: 'Brush, condition, rest: simple habits that keep a Goodyear-welted boot going for twenty years.',
    content: para(
      'Give your boots a day off between wears so the leather can dry out and relax. Cedar shoe trees help them keep their shape and absorb moisture.',
      'Brush suede with a crepe brush after every few wears and treat it with a water-repellent spray each season. Smooth leather wants a light conditioner every couple of months.',
      'When the soles finally wear through, send them back to us: a welted boot can be resoled again and again.',
    ),
    author: 'Benedikt Huber',
    image: ['boot', '9a4f24'],
    tags: ['care', 'footwear'],
    collections: ['care-guides'],
    ageDays: 45,
  },
  {
    slug: 'choosing-sunglasses-for-your-face',
    title: 'Choosing sunglasses for your face shape',
    excerpt: 'Round faces, square jaws, high cheekbones — a quick guide to frames that flatter.',
    content: para(
      'The rule of thumb is contrast: angular frames balance round faces, and round frames soften strong jaws. But the best pair is the one you forget you are wearing.',
      'Check that the frame is about as wide as your face and that your eyebrows sit just above the top of the frame. Polarised lenses cut glare from water and roads — worth it if you drive or sail.',
      'Not sure? Order two styles; returns are free for thirty days.',
    ),
    author: 'Aiko Sato',
    image: ['sunglasses', '1c1c1e'],
    tags: ['eyewear', 'style'],
    collections: ['style-notes', 'journal'],
    ageDays: 60,
  },
  {
    slug: 'a-slower-sunday',
    title: 'A slower Sunday at home',
    excerpt: 'Candles, a good lamp and a pot of coffee: setting up a corner for doing nothing at all.',
    content: para(
      'Our favourite room in the house is the one with the armchair by the window. A warm lamp, a cushion and a side table are all it takes.',
      'Light a candle an hour before you sit down so the scent fills the room. Fig & Cedar is our autumn choice; in spring we switch to something greener.',
      'Then put your phone in another room. The book will wait for you; the coffee will not.',
    ),
    author: 'Hannah Okafor',
    image: ['candle', 'd8bfd8'],
    tags: ['home', 'slow living'],
    collections: ['journal', 'style-notes'],
    preferred: true,
    ageDays: 75,
  },
  {
    slug: 'contact-lens-basics',
    title: 'Contact lens basics: dailies or monthlies?',
    excerpt: 'What the numbers on the box mean, and how to pick between daily and monthly lenses.',
    content: para(
      'Daily lenses are worn once and thrown away: no cleaning, no case, and a fresh surface every morning. Monthly lenses cost less per day but need a solution and a little routine.',
      'Your prescription lists a power for each eye — that is why we sell left and right lenses separately and count them as one pair in your cart. Base curve and diameter should match your optician’s fitting.',
      'Never sleep in lenses unless your optician says they are approved for it, and replace your case every three months.',
    ),
    author: 'Arjun Mehta',
    image: ['lensbox', '4682b4'],
    tags: ['eyewear', 'care'],
    collections: ['care-guides'],
    ageDays: 90,
  },
];

const policyText = (...paragraphs: string[]) => para(...paragraphs);

export const seedPolicies = [
  {
    handle: 'refund-policy',
    title: 'Refund policy',
    body: policyText(
      'We want you to love what you buy. If something is not right, you can return unworn, unwashed items with their tags within 30 days of delivery for a full refund.',
      'Start a return from your account or by emailing hello@vitrine.example with your order number. Returns within the country are free; we email you a prepaid label.',
      'Refunds go back to the original payment method within 5 business days of the return reaching our studio. Gift cards, gift wrapping and opened contact lenses cannot be returned unless faulty.',
      'Received something damaged or faulty? Email us a photo within 14 days and we will replace it or refund it, including shipping.',
    ),
  },
  {
    handle: 'privacy-policy',
    title: 'Privacy policy',
    body: policyText(
      'Vitrine Supply Co. collects only the information needed to process your order and run this store: your name, contact details, delivery address and order history. Card details are handled by our payment provider and never stored by us.',
      'With your consent we send occasional emails about new products; every email has an unsubscribe link. We use cookies to keep your cart and, if you allow it, to understand how the store is used.',
      'We never sell your data. We share it only with the carriers and service providers that deliver your order, under contracts that protect it.',
      'You may ask to see, correct or delete your data at any time by writing to privacy@vitrine.example.',
    ),
  },
  {
    handle: 'terms-of-service',
    title: 'Terms of service',
    body: policyText(
      'These terms apply to every purchase from the Vitrine online store. By placing an order you confirm you are at least 18 years old or have a parent’s permission.',
      'Prices include VAT where applicable and are shown in US dollars unless you choose another currency; the charge is made in the checkout currency. We may correct obvious pricing errors before dispatch.',
      'Product colours may vary slightly between screens. Our liability is limited to the value of the order, except where the law says otherwise.',
      'These terms are governed by the law of the country in which our studio is registered.',
    ),
  },
  {
    handle: 'shipping-policy',
    title: 'Shipping policy',
    body: policyText(
      'Orders placed before 1 pm on a working day leave our studio the same day. Standard delivery takes 2–4 working days; express arrives the next working day.',
      'Standard shipping is free on orders over $100; otherwise it costs $6. Express costs $15. International delivery is available to more than 40 countries, and duties are shown at checkout.',
      'You will receive a tracking link by email as soon as your parcel is on its way. Lenses marked as shipped from our overseas depot may take 5–8 working days.',
    ),
  },
];

/** `1 USD = rate × currency` (fixed demo values for the selector's currencies). */
export const seedExchangeRates: Record<string, number> = {
  USD: 1,
  AUD: 1.53,
  CAD: 1.37,
  CNY: 7.24,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 151.2,
  NZD: 1.66,
  MXN: 17.1,
  INR: 83.3,
  ARS: 875,
  UYU: 39.2,
  BRL: 5.05,
  RUB: 92.5,
  KRW: 1345,
};

/** store_settings documents (key → value). */
export const seedSettings: Record<string, Record<string, unknown>> = {
  store: {
    name: 'Vitrine Supply Co.',
    country: 'US',
    currency: 'USD',
    customer_service_email: 'hello@vitrine.example',
  },
  base_options: {
    customer_service_email: 'hello@vitrine.example',
    checkout_member_config: 'optional',
    pc_cart_show_input_coupon: '1',
    cart_show_input_coupon: '1',
  },
  discount_settings: {
    cart_text_config: {
      bulk_discount: 'Buy {quantity} or more and save {value}',
      step_discount: 'Spend {amount} more to get {value} off',
      buy_x_get_y_discount: 'Add {quantity} more to get a free gift',
      reached: 'You saved {saved} on this order',
    },
    checkout_text_config: {
      saved: 'You saved {saved}',
      gift: 'Free gift included',
    },
    product_text_config: {
      bulk_discount: 'Buy more, save more: up to {value} off',
      step_discount: 'Spend {amount}, save {value}',
      buy_x_get_y_discount: 'Buy {quantity}, get a gift',
    },
  },
  palette_plugin: {
    show_num: 4,
    show_style: 'circle',
    show_position: 'below_title',
    bubble_style: 2,
    bubble_color: '#1c1c1e',
  },
  nav: {
    contact_title: 'Need a hand?',
    show_email: true,
    image: '/media/collection/tote_wheat-400.png',
    image_link: '/collections/bags',
    title: 'The Market Tote',
    description: 'Waxed canvas, made to carry everything.',
    link_url: '/products/market-canvas-tote',
    link_title: 'Shop now',
  },
  carousel: {
    interval: 5,
    hide_type: 'square',
    hide_part_btn: false,
    items: [
      {
        image: '/media/banner/burlywood_tote_tee_sneaker.png',
        image_url_object: { url: '/media/banner/burlywood_tote_tee_sneaker.png', width: 2000, height: 875 },
        title: 'Made to be worn in',
        description: 'Organic cotton, waxed canvas and leather that get better every year.',
        button_text: 'Shop new arrivals',
        button_url: '/collections/new-arrivals',
        overlay_opacity: 0.1,
        text_color: '#1c1c1e',
      },
      {
        image: '/media/banner/olive_hoodie.png',
        image_url_object: { url: '/media/banner/olive_hoodie.png', width: 2000, height: 875 },
        title: 'The fleece edit',
        description: 'Heavyweight loopback hoodies, brushed soft inside.',
        button_text: 'Shop hoodies',
        button_url: '/collections/apparel',
        overlay_opacity: 0.15,
        text_color: '#1c1c1e',
      },
      {
        image: '/media/banner/seagreen_vase_mug_candle.png',
        image_url_object: { url: '/media/banner/seagreen_vase_mug_candle.png', width: 2000, height: 875 },
        title: 'Slow living at home',
        description: 'Hand-thrown stoneware and candles poured in small batches.',
        button_text: 'Shop home',
        button_url: '/collections/home',
        overlay_opacity: 0.1,
        text_color: '#1c1c1e',
      },
    ],
  },
};
