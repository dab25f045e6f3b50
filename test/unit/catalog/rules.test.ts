import { describe, expect, it } from 'vitest';
import {
  cardBuyAction,
  fillTagParts,
  fillTagText,
  IMAGE_WIDTH_LADDER,
  marketplaceVariantFromStyle,
  mediaSrcSet,
  mediaUrlForWidth,
  safeCssColour,
  safeLinkUrl,
} from '../../../lib/catalog';

describe('fillTagText (tag placeholders)', () => {
  const values = { price: 3900, regularPrice: 5200, currency: 'USD', sku: 'TEE-NVY-M', stock: 7 };

  it('fills every placeholder', () => {
    expect(
      fillTagText('Save {SAVE_PERCENT} ({SAVE_AMOUNT}) now {PRICE} · {SKU} · {STOCK} left', values),
    ).toBe('Save 25% ($13.00) now $39.00 · TEE-NVY-M · 7 left');
  });

  it('fills repeated placeholders and leaves other braces alone', () => {
    expect(fillTagText('{PRICE}/{PRICE} {OTHER}', values)).toBe('$39.00/$39.00 {OTHER}');
  });

  it('formats money with the currency rules', () => {
    // Intl puts a no-break space before the euro sign.
    expect(
      fillTagText('{SAVE_AMOUNT}', { ...values, currency: 'EUR', locale: 'de-DE' }).replace(/\s/gu, ' '),
    ).toBe('13,00 €');
  });

  it('leaves savings empty when the product is not on sale', () => {
    expect(fillTagText('[{SAVE_PERCENT}][{SAVE_AMOUNT}]', { price: 3900, currency: 'USD' })).toBe('[][]');
    expect(fillTagText('[{SAVE_PERCENT}]', { price: 3900, regularPrice: 3900, currency: 'USD' })).toBe('[]');
  });

  it('leaves sku and stock empty when unknown', () => {
    expect(fillTagText('[{SKU}][{STOCK}]', { price: 100, currency: 'USD' })).toBe('[][]');
  });
});

describe('fillTagParts (a tag whose amounts are elements)', () => {
  it('passes each amount through the money maker and keeps the text around it', () => {
    const money = (minor: number) => ({ minor });
    expect(
      fillTagParts(
        'Save {SAVE_AMOUNT} ({SAVE_PERCENT}), now {PRICE}',
        { price: 3900, regularPrice: 5200, currency: 'USD' },
        money,
      ),
    ).toEqual(['Save ', { minor: 1300 }, ' (', '25%', '), now ', { minor: 3900 }]);
  });

  it('makes no money part for a saving that does not exist', () => {
    const money = (minor: number) => ({ minor });
    expect(fillTagParts('Save {SAVE_AMOUNT}', { price: 3900, currency: 'USD' }, money)).toEqual(['Save ']);
  });
});

describe('mediaUrlForWidth / mediaSrcSet (width ladder)', () => {
  it('has the media route rungs 100…1000 by 100, then 1200…2000 by 200', () => {
    expect(IMAGE_WIDTH_LADDER).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
    ]);
  });

  it('turns a media URL and a width into a WebP at that width', () => {
    expect(mediaUrlForWidth('/media/product/tee_navy_1.png', 400)).toBe('/media/product/tee_navy_1-400.webp');
    expect(mediaUrlForWidth('/media/product/tee_navy_1-100.jpg', 800)).toBe(
      '/media/product/tee_navy_1-800.webp',
    );
  });

  it('leaves other URLs as they are', () => {
    for (const url of [
      'https://cdn.example/x.png',
      '/images/x.png',
      'data:image/svg+xml,<svg/>',
      '/media/product/../x.png',
    ]) {
      expect(mediaUrlForWidth(url, 400)).toBe(url);
      expect(mediaSrcSet(url)).toBeUndefined();
    }
  });

  it('lists every rung, or the rungs up to the natural width', () => {
    expect(mediaSrcSet('/media/product/a.png')?.split(', ')).toHaveLength(15);
    expect(mediaSrcSet('/media/product/a.png', 1100)).toBe(
      [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200]
        .map((w) => `/media/product/a-${w}.webp ${w}w`)
        .join(', '),
    );
  });
});

describe('safeCssColour', () => {
  it.each([
    '#fff',
    '#FF9900',
    '#ff990080',
    'rgb(255, 153, 0)',
    'rgba(0,0,0,0.5)',
    'rgb(0 0 0 / 50%)',
    'hsl(30, 100%, 50%)',
  ])('accepts %s', (colour) => {
    expect(safeCssColour(colour)).toBe(colour);
  });

  it('accepts colour names in any case', () => {
    expect(safeCssColour(' Tomato ')).toBe('tomato');
  });

  it.each([
    '',
    'red; background: url(//evil)',
    'url(x)',
    'var(--x)',
    'expression(alert(1))',
    '#ggg',
    'rgb(1,2)',
    'javascript:alert(1)',
    undefined,
    42,
  ])('refuses %s', (value) => {
    expect(safeCssColour(value)).toBeNull();
  });
});

describe('cardBuyAction (card buy-button types)', () => {
  it('is sold out whatever the type when all variants are disabled', () => {
    for (const type of ['popup', 'link', 'add', 'default'] as const) {
      expect(cardBuyAction(type, { variantCount: 3, soldOut: true })).toBe('soldOut');
    }
  });

  it('opens the quick view for popup and the product page for link', () => {
    expect(cardBuyAction('popup', { variantCount: 1, soldOut: false })).toBe('quickView');
    expect(cardBuyAction('link', { variantCount: 1, soldOut: false })).toBe('productPage');
  });

  it('adds directly for add, after picking options when there is a choice', () => {
    expect(cardBuyAction('add', { variantCount: 1, soldOut: false })).toBe('add');
    expect(cardBuyAction('add', { variantCount: 0, soldOut: false })).toBe('add');
    expect(cardBuyAction('add', { variantCount: 4, soldOut: false })).toBe('pickOptions');
  });

  it('goes to the product page by default with more than one variant, else adds', () => {
    expect(cardBuyAction('default', { variantCount: 2, soldOut: false })).toBe('productPage');
    expect(cardBuyAction('default', { variantCount: 1, soldOut: false })).toBe('add');
  });
});

describe('marketplaceVariantFromStyle', () => {
  it('maps first/second/third to solid/outline/link', () => {
    expect(marketplaceVariantFromStyle('first')).toBe('solid');
    expect(marketplaceVariantFromStyle('second')).toBe('outline');
    expect(marketplaceVariantFromStyle('third')).toBe('link');
    expect(marketplaceVariantFromStyle(undefined)).toBe('solid');
  });
});

describe('safeLinkUrl', () => {
  it('keeps http(s) and root-relative links', () => {
    expect(safeLinkUrl('https://www.amazon.com/dp/B0TEST')).toBe('https://www.amazon.com/dp/B0TEST');
    expect(safeLinkUrl(' http://ebay.com/itm/1 ')).toBe('http://ebay.com/itm/1');
    expect(safeLinkUrl('/products/tee')).toBe('/products/tee');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'not a url', '', undefined])(
    'refuses %s',
    (url) => {
      expect(safeLinkUrl(url)).toBeNull();
    },
  );
});
