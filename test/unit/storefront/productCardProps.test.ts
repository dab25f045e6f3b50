import { describe, expect, it } from 'vitest';
import type { WireProduct, WireVariant } from '../../../api/catalog';
import { toProductSummary } from '../../../pages/loaders/products.server';
import {
  type CardOptions,
  toProductCardProps as cardOf,
  cardSettings,
} from '../../../pages/sections/shared/productCardProps';
import { themeSettings as themes } from '../../../themes';
import { productFixture, variantFixture } from './catalogFixtures';

const settings = cardSettings({
  ...themes.venue,
  cardBuyButtonType: 'add',
  cardAnimation: 'show_second_img',
  cardTitleStyle: 0,
  cardShowRating: true,
  cardLayout: 'grid',
  productGridColumns: { mobile: 2, desktop: 3 },
  paletteShowNum: 3,
  bubbleStyle: 2,
  mobileOptionPickerPopup: true,
});

/** The card of a wire product, through the loaders' adapter as on a page (the store sells in USD). */
const toProductCardProps = (product: WireProduct, options: CardOptions) =>
  cardOf(toProductSummary(product, 'USD'), options);

const tee = (overrides: Partial<WireProduct> = {}, variants: WireVariant[] = []) =>
  productFixture({ ...overrides, variants });

describe('cardSettings', () => {
  it('reads the theme card settings', () => {
    expect(settings).toEqual({
      buyButtonType: 'add',
      animation: 'show_second_img',
      titleStyle: 0,
      showRating: true,
      layout: 'grid',
      columns: { mobile: 2, desktop: 3 },
      showNum: 3,
      bubbleStyle: 2,
      mobileOptionPickerPopup: true,
    });
  });
});

describe('toProductCardProps', () => {
  it('maps prices to hundredths and shows the regular price only when it is higher', () => {
    expect(toProductCardProps(tee({ price: '52.00', regular_price: '65.00' }), { settings })).toMatchObject({
      price: 5200,
      regularPrice: 6500,
      currency: 'USD',
    });
    expect(
      toProductCardProps(tee({ price: '38.00', regular_price: '38.00' }), { settings }).regularPrice,
    ).toBeUndefined();
  });

  it('passes the theme card settings and sizes the image for its column', () => {
    const card = toProductCardProps(tee(), { settings, priority: true });
    expect(card).toMatchObject({
      buyAction: 'add',
      animation: 'show_second_img',
      titleStyle: 0,
      showNum: 3,
      bubbleStyle: 2,
      mobileOptionPickerPopup: true,
      priority: true,
      href: '/products/everyday-organic-tee',
      imageSizes: '(min-width: 1280px) 427px, (min-width: 768px) 34vw, 50vw',
    });
    expect(toProductCardProps(tee(), { settings, layout: 'list' }).imageSizes).toBe(
      '(min-width: 768px) 33vw, 40vw',
    );
  });

  it('shows stars only for products with open, non-empty reviews when the theme asks for them', () => {
    expect(toProductCardProps(tee(), { settings })).toMatchObject({ rating: 4.5, reviewCount: 12 });
    expect(toProductCardProps(tee({ review_status: 'closed' }), { settings }).rating).toBeUndefined();
    expect(toProductCardProps(tee({ review_count: 0 }), { settings }).rating).toBeUndefined();
    expect(
      toProductCardProps(tee(), { settings: { ...settings, showRating: false } }).rating,
    ).toBeUndefined();
  });

  it('works out the buy action once: options to pick, sold out, or a plain add', () => {
    const variants = [
      variantFixture(11, { Color: 'Navy', Size: 'S' }, true),
      variantFixture(12, { Color: 'Olive', Size: 'S' }, false),
    ];
    expect(toProductCardProps(tee({}, variants), { settings }).buyAction).toBe('pickOptions');
    expect(toProductCardProps(tee({}, [variants[1]!]), { settings }).buyAction).toBe('soldOut');
    expect(
      toProductCardProps(tee({}, variants), { settings: { ...settings, buyButtonType: 'default' } })
        .buyAction,
    ).toBe('productPage');
  });

  it('maps variants and marks palette options with no buyable variant sold out', () => {
    const card = toProductCardProps(
      tee({}, [
        variantFixture(11, { Color: 'Navy', Size: 'S' }, true),
        variantFixture(12, { Color: 'Olive', Size: 'S' }, false),
      ]),
      { settings },
    );
    expect(card.variants).toEqual([
      expect.objectContaining({
        id: '11',
        attrs: { Color: 'Navy', Size: 'S' },
        buyable: true,
        price: { amount: 3800, currency: 'USD' },
      }),
      expect.objectContaining({ id: '12', buyable: false }),
    ]);
    expect(card.palette).toEqual({
      name: 'Color',
      paletteType: 'autoBlock',
      options: [
        {
          value: 'Navy',
          config: expect.objectContaining({ showType: 'block', variantId: '11' }),
          soldOut: false,
        },
        {
          value: 'Olive',
          config: expect.objectContaining({ showType: 'block', variantId: '12' }),
          soldOut: true,
        },
      ],
    });
  });

  it('maps tags with their corner and sizes, and drops a saving tag when the saving is under the threshold', () => {
    const saleTag = {
      id: 1,
      name: 'sale-percent',
      style: 0,
      shape: 'burst',
      image: { url: '/media/tag/burst_crimson.png' },
      image_config: {
        text: '-{SAVE_PERCENT}',
        text_color: '#ffffff',
        pc: { width: 56, unit: 'px', position: 'top-right' },
        mobile: { width: 44, unit: 'px', position: 'top-right' },
      },
    };
    const onSale = toProductCardProps(tee({ price: '52.00', regular_price: '65.00', tags: [saleTag] }), {
      settings,
    });
    expect(onSale.tags).toEqual([
      {
        id: '1',
        kind: 'shape',
        shape: 'burst',
        imageSrc: '/media/tag/burst_crimson.png',
        text: '-{SAVE_PERCENT}',
        textColor: '#ffffff',
        position: 'topRight',
        mobileWidth: { width: 44, unit: 'px' },
        desktopWidth: { width: 56, unit: 'px' },
      },
    ]);
    // 109.00 against 109.50 rounds to 0 %: the tag would read "-".
    const barely = toProductCardProps(tee({ price: '109.00', regular_price: '109.50', tags: [saleTag] }), {
      settings,
    });
    expect(barely.tags).toEqual([]);
  });
});
