import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import deDE from '../../locales/de-DE.json';
import enUS from '../../locales/en-US.json';
import frFR from '../../locales/fr-FR.json';
import heIL from '../../locales/he-IL.json';
import jaJP from '../../locales/ja-JP.json';
import ruRU from '../../locales/ru-RU.json';
import {
  approvedCard,
  createShopper,
  inStock,
  type Pick,
  pickVariants,
  plain,
  usAddress,
} from './cartHelpers';
import { createTestContext, type TestContext } from './helpers';

// The store API answers coupon, validation and payment errors in the language X-LANG names,
// from the storefront's own packs; without X-LANG (or in en-US) the English texts stay as they were.
let ctx: TestContext;
let cheap: Pick;
let dear: Pick;

beforeAll(async () => {
  ctx = await createTestContext();
  const picks = await pickVariants(ctx.db, plain, inStock(20));
  cheap = picks.find((p) => p.price < 5000)!;
  dear = picks.find((p) => p.price >= 5000 && p.price < 10_000)!;
});
afterAll(async () => ctx?.close());

async function cartWith(pick: Pick) {
  const shopper = createShopper(ctx);
  const added = await shopper.add({ product_id: pick.productId, variant_id: pick.variantId, quantity: 1 });
  expect(added.status).toBe(200);
  return shopper;
}

const applyIn = (shopper: ReturnType<typeof createShopper>, code: string, lang?: string) =>
  shopper.call('POST', '/api/store/cart/coupons', { code, position: 'cart' }, lang ? { 'x-lang': lang } : {});

describe('error messages in the shopper’s language (X-LANG)', () => {
  it('answers an unknown coupon code in de-DE, in errors.code and message alike', async () => {
    const response = await applyIn(await cartWith(dear), 'NOPE', 'de-DE');
    expect(response.status).toBe(422);
    expect(response.headers.get('content-language')).toBe('de-DE');
    const german = deDE['coupon.error.unknown'];
    expect(german).toBe('Dieser Code passt zu keinem aktiven Gutschein. Haben Sie ihn richtig eingegeben?');
    expect(response.body).toEqual({ message: german, errors: { code: [german] } });
  });

  it('fills the code into the translated message (expired, ja-JP; lower-case header)', async () => {
    const response = await applyIn(await cartWith(dear), 'expired2020', 'ja_jp');
    expect(response.status).toBe(422);
    expect(response.body.errors.code).toEqual(['割引コード EXPIRED2020 は有効期限が切れています！']);
    expect(jaJP['coupon.error.expired']).toBe('割引コード {code} は有効期限が切れています！');
  });

  it('formats the minimum spend amounts into the fr-FR message', async () => {
    const response = await applyIn(await cartWith(cheap), 'SAVE5', 'fr-FR');
    expect(response.status).toBe(422);
    const [text] = response.body.errors.code as string[];
    expect(frFR['coupon.error.minSpend']).toContain('{minimum}');
    expect(text).toMatch(
      /^Le montant minimum d’achat pour le code de réduction SAVE5 est de \$50\.00\. Ajoutez \$[\d.]+ pour en profiter\.$/,
    );
  });

  it('keeps the English texts without X-LANG, for an unknown locale and for en-US', async () => {
    const english = enUS['coupon.error.unknown'];
    for (const lang of [undefined, 'xx-XX', 'en-US']) {
      const response = await applyIn(await cartWith(dear), 'NOPE', lang);
      expect(response.body.errors.code, String(lang)).toEqual([english]);
    }
  });

  it('answers address validation in he-IL, field by field, with the wire field names', async () => {
    const shopper = createShopper(ctx);
    const bad = await shopper.call(
      'POST',
      '/api/store/cart/address',
      { ...usAddress, first_name: '', address1: 'P.O. Box 12', postcode: '' },
      { 'x-lang': 'he-IL' },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.first_name).toEqual([heIL['validation.firstName.required']]);
    expect(bad.body.errors.address1).toEqual([heIL['validation.address1.poBox']]);
    expect(bad.body.errors.postcode).toEqual([heIL['validation.postcode.required']]);
    expect(bad.body.message).toBe(Object.values(bad.body.errors as Record<string, string[]>)[0]![0]);
  });

  it('answers a declined card in ru-RU: the key stays the message, the text is Russian', async () => {
    const shopper = await cartWith(dear);
    await shopper.readyForPayment();
    const response = await shopper.checkout(
      { method: 'card', card: { ...approvedCard, number: '4000000000000002' } },
      { 'x-lang': 'ru-RU' },
    );
    expect(response.status).toBe(402);
    expect(response.body).toEqual({
      message: 'PAYMENT_CARD_DECLINED',
      errors: { payment: [ruRU['checkout.PAYMENT_CARD_DECLINED']] },
    });
    expect(ruRU['checkout.PAYMENT_CARD_DECLINED']).toBe('Карта отклонена. Воспользуйтесь другой картой.');
  });
});

describe('cart answers in the shopper’s language', () => {
  it('says an unknown cart is gone in nl-NL, and keeps the English without X-LANG', async () => {
    const shopper = createShopper(ctx);
    const dutch = await shopper.call('DELETE', '/api/store/cart/coupons/X', undefined, { 'x-lang': 'nl-NL' });
    expect(dutch.status).toBe(404);
    expect(dutch.body).toEqual({ message: 'Je winkelwagen is leeg of al afgerekend.' });
    const english = await shopper.call('DELETE', '/api/store/cart/coupons/X');
    expect(english.body).toEqual({ message: enUS['checkout.error.cartGone'] });
  });
});

describe('an emptied cart in the shopper’s language', () => {
  it('says the cart is empty in ja-JP at start_checkout and at checkout, on items too', async () => {
    const shopper = createShopper(ctx);
    const added = await shopper.add({ product_id: dear.productId, variant_id: dear.variantId, quantity: 1 });
    await shopper.readyForPayment();
    await shopper.call('DELETE', `/api/store/cart/${added.body.line_items[0]!.key}`);
    const japanese = jaJP['checkout.empty'];
    const start = await shopper.call('POST', '/api/store/cart/start_checkout', {}, { 'x-lang': 'ja-JP' });
    expect(start.status).toBe(422);
    expect(start.body).toEqual({ message: japanese, errors: { items: [japanese] } });
    const placed = await shopper.checkout(undefined, { 'x-lang': 'ja-JP' });
    expect(placed.status).toBe(422);
    expect(placed.body.message).toBe(japanese);
    const english = await shopper.call('POST', '/api/store/cart/start_checkout', {});
    expect(english.body.message).toBe(enUS['checkout.empty']);
  });
});

describe('removing a code that is not applied', () => {
  it('says so in sv-SE with the code filled in', async () => {
    const shopper = await cartWith(dear);
    const response = await shopper.call('DELETE', '/api/store/cart/coupons/welcome10', undefined, {
      'x-lang': 'sv-SE',
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Rabattkoden WELCOME10 används inte i din varukorg.' });
  });
});
