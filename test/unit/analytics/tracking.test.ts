// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  actionsForPost,
  analyticsPagePath,
  defaultCollector,
  kwaiPixelId,
  kwaiPixelKey,
  type TrackContext,
  trackBody,
  trackerConfig,
} from '../../../lib/analytics/tracking.ts';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

describe('analyticsPagePath', () => {
  it.each([
    ['/checkouts/abc', '?step=contact_information', '/checkouts/contact_information'],
    ['/checkouts/abc', '', '/checkouts/contact_information'],
    ['/checkouts', '?step=shipping_method', '/checkouts/shipping'],
    ['/de/checkouts/abc', '?step=payment_method', '/checkouts/payment'],
    ['/checkouts/abc', '?step=all_in_one_checkout', '/checkouts/all_in_one'],
    ['/checkouts/abc', '?step=bogus', '/checkouts/contact_information'],
    ['/orders/1001/thank-you', '', '/checkouts/thank'],
    ['/he/orders/1001/thank-you', '', '/checkouts/thank'],
    ['/products/linen-shirt', '?variant=2', '/products/linen-shirt'],
    ['/de/collections/all', '', '/de/collections/all'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(analyticsPagePath(pathname, search)).toBe(expected);
  });

  it('an order still waiting for its payment reports the processing path', () => {
    expect(analyticsPagePath('/orders/1001/thank-you', '', true)).toBe('/checkouts/processing');
  });
});

describe('kwaiPixelId', () => {
  it('keeps the query pixel_id in session storage and returns it on later pages', () => {
    const storage = memoryStorage();
    expect(kwaiPixelId('?pixel_id=KW_123-a', storage)).toBe('KW_123-a');
    expect(storage.map.get(kwaiPixelKey)).toBe('KW_123-a');
    expect(kwaiPixelId('', storage)).toBe('KW_123-a');
    expect(kwaiPixelId('?pixel_id=other', storage)).toBe('other');
  });

  it('ignores a malformed id and has none without one', () => {
    const storage = memoryStorage();
    expect(kwaiPixelId('?pixel_id=%3Cscript%3E', storage)).toBeUndefined();
    expect(storage.map.size).toBe(0);
    expect(kwaiPixelId('?q=shoes', storage)).toBeUndefined();
  });

  it('works without storage (private modes) for the landing page only', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(kwaiPixelId('?pixel_id=abc', refusing)).toBe('abc');
    expect(kwaiPixelId('', refusing)).toBeUndefined();
  });
});

describe('trackerConfig', () => {
  it('defaults to the store collector and no version', () => {
    expect(trackerConfig({})).toEqual({ collector: defaultCollector, version: undefined, marketing: false });
  });

  it.each([
    ['UA-1234-5', 'legacy'],
    ['G-XYZ', 'new'],
    ['AW-999', undefined],
    ['', undefined],
  ])('analytics id %s picks version %s', (analyticsId, version) => {
    expect(trackerConfig({ analyticsId, collector: 'https://collect.example/t', marketing: '1' })).toEqual({
      collector: 'https://collect.example/t',
      version,
      marketing: true,
    });
  });
});

describe('trackBody', () => {
  const context = (overrides: Partial<TrackContext> = {}): TrackContext => ({
    config: trackerConfig({ analyticsId: 'G-1' }),
    path: '/collections/all',
    url: 'https://shop.example/collections/all?email=a@b.example',
    eventId: 'e1',
    time: 1_700_000_000_000,
    kwaiPixelId: 'kw1',
    ...overrides,
  });

  it('sends only the first 3 item ids of a list view, the version, and the URL without its query', () => {
    expect(trackBody('view_item_list', { item_ids: ['a', 'b', 'c', 'd', 'e'] }, context())).toEqual({
      name: 'view_item_list',
      path: '/collections/all',
      event_id: 'e1',
      time: 1_700_000_000_000,
      url: 'https://shop.example/collections/all',
      version: 'new',
      parameters: { item_ids: ['a', 'b', 'c'] },
    });
  });

  it('masks card numbers and drops security codes', () => {
    const body = trackBody(
      'add_payment_info',
      { payment_type: 'card', card_number: '4242 4242 4242 4242', cvc: '123' },
      context(),
    );
    expect(body.parameters).toEqual({ payment_type: 'card', card_number: '4242********4242' });
    expect(JSON.stringify(body)).not.toContain('123"');
  });

  it('adds the Kwai pixel id only with marketing allowed', () => {
    expect(trackBody('page_view', {}, context()).kwai_pixel_id).toBeUndefined();
    const marketing = context({ config: trackerConfig({ marketing: '1' }) });
    const body = trackBody('page_view', {}, marketing);
    expect(body.kwai_pixel_id).toBe('kw1');
    expect(body.version).toBeUndefined();
  });
});

describe('actionsForPost', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it('an add to the cart reports the product, variant and quantity; buy now begins checkout too', () => {
    // The enhanced UI posts to /cart/change, a plain form to /cart.
    expect(
      actionsForPost(
        '/cart/change',
        form({ intent: 'add', product_id: '7', variant_id: '12', quantity: '2' }),
      ),
    ).toEqual([{ name: 'add_to_cart', parameters: { item_id: 7, variant_id: 12, quantity: 2 } }]);
    expect(actionsForPost('/cart', form({ intent: 'gift_add', product_id: '9' }))).toEqual([
      { name: 'add_to_cart', parameters: { item_id: 9, variant_id: undefined, quantity: 1 } },
    ]);
    expect(
      actionsForPost('/fr/cart/change', form({ intent: 'add', product_id: '7', buy_now: '1' })).map(
        (a) => a.name,
      ),
    ).toEqual(['add_to_cart', 'begin_checkout']);
  });

  it('other cart changes report nothing here', () => {
    expect(actionsForPost('/cart/change', form({ intent: 'update', key: 'k', quantity: '3' }))).toEqual([]);
    expect(actionsForPost('/cart/changes', form({ intent: 'add', product_id: '7' }))).toEqual([]);
    expect(actionsForPost('/search.data', form({ intent: 'add', product_id: '7' }))).toEqual([]);
  });

  it('checkout steps report address, shipping and payment; the card number goes in whole only to be masked', () => {
    expect(
      actionsForPost('/checkouts/abc.data', form({ step: 'contact_information', country: 'DE' })),
    ).toEqual([{ name: 'add_address', parameters: { country: 'DE' } }]);
    expect(
      actionsForPost('/checkouts/abc.data', form({ step: 'shipping_method', shippingMethodId: '3' })),
    ).toEqual([{ name: 'add_shipping_info', parameters: { shipping_method: 3 } }]);
    const [payment] = actionsForPost(
      '/checkouts/abc.data',
      form({
        step: 'payment_method',
        method: 'card',
        'card.number': '4242424242424242',
        'card.securityCode': '123',
      }),
    );
    expect(payment).toEqual({
      name: 'add_payment_info',
      parameters: { payment_type: 'card', card_number: '4242424242424242' },
    });
    expect(
      trackBody(payment!.name, payment!.parameters, {
        config: trackerConfig({}),
        path: '/checkouts/payment',
        url: 'https://shop.example/checkouts/abc',
        eventId: 'e',
        time: 0,
      }).parameters,
    ).toEqual({ payment_type: 'card', card_number: '4242********4242' });
  });
});
