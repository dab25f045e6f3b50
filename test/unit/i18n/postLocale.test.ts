import { describe, expect, it } from 'vitest';
import { storeClientFor } from '../../../pages/loaders/context.server';
import { postLocale } from '../../../pages/loaders/request';

const post = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', headers });

describe('the language a post speaks to the store', () => {
  it('is the language of the URL it is posted to', () => {
    expect(postLocale(post('http://shop.test/de/cart', { referer: 'http://shop.test/he/cart' }))).toBe(
      'de-DE',
    );
  });

  it('for a URL every language shares, is the posting page’s (same-origin Referer)', () => {
    expect(postLocale(post('http://shop.test/cart', { referer: 'http://shop.test/de/products/tee' }))).toBe(
      'de-DE',
    );
    expect(postLocale(post('http://shop.test/cart', { referer: 'http://shop.test/products/tee' }))).toBe(
      'en-US',
    );
    // Another site's page names no language of ours.
    expect(
      postLocale(
        post('http://shop.test/cart', { referer: 'http://evil.test/he/x', cookie: 'vitrine_lang=ja-JP' }),
      ),
    ).toBe('ja-JP');
  });

  it('without a Referer, is the remembered choice, else en-US', () => {
    expect(postLocale(post('http://shop.test/cart', { cookie: 'vitrine_lang=he-IL' }))).toBe('he-IL');
    expect(postLocale(post('http://shop.test/cart', { cookie: 'vitrine_lang=xx-XX' }))).toBe('en-US');
    expect(postLocale(post('http://shop.test/cart', { referer: 'not a url' }))).toBe('en-US');
  });
});

describe('storeClientFor', () => {
  it('sends the posting page’s language as X-LANG on a post to a shared URL, the URL’s on a read', async () => {
    const sent: Request[] = [];
    const transport = async (request: Request) => {
      sent.push(request);
      return new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json' } });
    };
    const referer = { referer: 'http://shop.test/de/cart' };
    await storeClientFor(transport, post('http://shop.test/cart', referer), 'en-US')
      .cart.applyCoupon({ code: 'X', position: 'cart' })
      .catch(() => undefined);
    await storeClientFor(transport, new Request('http://shop.test/cart', { headers: referer }), 'en-US')
      .products.list({ page_size: 1 })
      .catch(() => undefined);
    expect(sent.map((request) => request.headers.get('x-lang'))).toEqual(['de-DE', 'en-US']);
  });
});
