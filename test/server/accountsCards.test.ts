/**
 * Adding a card from the Payment methods page: the store tokenises it with the test gateway and
 * keeps the token, brand, last four and expiry — never the number or the security code — in the
 * session's own wallet; bad cards are refused field by field. And the account API's refusals come
 * back in the X-LANG language, like every other store error.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_CARDS } from '../../api/account';
import deDE from '../../locales/de-DE.json';
import heIL from '../../locales/he-IL.json';
import { savedCards } from '../../server/db/schema';
import { supportedLocales } from '../../server/http/lang';
import {
  type AccountTestContext,
  addCard,
  type Customer,
  createAccountContext,
  createBrowser,
  registerCustomer,
  tokenOfLink,
  uniqueEmail,
} from './accountHelpers';
import { approvedCard } from './cartHelpers';

let ctx: AccountTestContext;
let a: Customer;
let b: Customer;

beforeAll(async () => {
  ctx = await createAccountContext();
  a = await registerCustomer(ctx);
  b = await registerCustomer(ctx);
  await addCard(b);
});
afterAll(async () => ctx?.close());

const packs: Record<string, Record<string, string>> = {};
for (const locale of supportedLocales) {
  packs[locale] = (await import(`../../locales/${locale}.json`)).default;
}

describe('adding a card to the wallet', () => {
  it('keeps a token, the brand, last four and expiry in the session’s own wallet, never the number', async () => {
    const bBefore = await ctx.db.select().from(savedCards).where(eq(savedCards.customerId, b.id));
    const first = await a.browser.send('POST', '/api/store/payment-methods', {
      card: { ...approvedCard, number: '5555 5555 5555 4444', expiry: '07/38' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      expiry: '07/38',
      is_default: true,
    });

    const second = await a.browser.send('POST', '/api/store/payment-methods', {
      card: approvedCard,
      default: true,
    });
    expect(second.status).toBe(201);
    const wallet = (await a.browser.call('GET', '/api/store/payment-methods')).body.data;
    expect(
      wallet.map((card: { last4: string; is_default: boolean }) => [card.last4, card.is_default]),
    ).toEqual([
      ['4242', true],
      ['4444', false],
    ]);

    const rows = await ctx.db.select().from(savedCards).where(eq(savedCards.customerId, a.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const stored = JSON.stringify(row);
      expect(stored).not.toMatch(/4242424242424242|5555555555554444|4242 4242|5555 5555/);
      expect(row.gatewayToken).not.toContain(row.last4.repeat(2));
    }
    // B's wallet is as it was.
    expect(await ctx.db.select().from(savedCards).where(eq(savedCards.customerId, b.id))).toEqual(bBefore);
    const bWallet = (await b.browser.call('GET', '/api/store/payment-methods')).body.data;
    expect(bWallet).toHaveLength(1);
    expect(bWallet[0].is_default).toBe(true);
  });

  it('refuses a Luhn failure, a past expiry and a wrong-length security code, field by field, saving nothing', async () => {
    const customer = await registerCustomer(ctx);
    const cases: [Record<string, string>, string, string][] = [
      [{ number: '4242 4242 4242 4241' }, 'card.number', 'validation.cardNumber.invalid'],
      [{ expiry: '01/20' }, 'card.expiry', 'validation.cardExpiry.past'],
      [{ expiry: '13/30' }, 'card.expiry', 'validation.cardExpiry.invalid'],
      [{ security_code: '12' }, 'card.security_code', 'validation.securityCode.threeDigits'],
      [
        { number: '3782 822463 10005', security_code: '123' },
        'card.security_code',
        'validation.securityCode.fourDigits',
      ],
    ];
    for (const [change, field, id] of cases) {
      const answer = await customer.browser.call(
        'POST',
        '/api/store/payment-methods',
        { card: { ...approvedCard, ...change } },
        { 'x-csrf-token': customer.browser.csrf, 'x-lang': 'de-DE' },
      );
      expect(answer.status, JSON.stringify(change)).toBe(422);
      expect(answer.body.errors[field]).toEqual([(deDE as Record<string, string>)[id]]);
    }
    expect((await customer.browser.call('GET', '/api/store/payment-methods')).body.data).toEqual([]);
  });

  it('needs a session and its CSRF token', async () => {
    const guest = await createBrowser(ctx).call('POST', '/api/store/payment-methods', { card: approvedCard });
    expect(guest.status).toBe(401);
    const wrong = await a.browser.call(
      'POST',
      '/api/store/payment-methods',
      { card: approvedCard },
      { 'x-csrf-token': 'not-the-token' },
    );
    expect(wrong.status).toBe(419);
  });

  it(`refuses an eleventh card in the shopper's language (at most ${MAX_SAVED_CARDS})`, async () => {
    const customer = await registerCustomer(ctx);
    for (let i = 0; i < MAX_SAVED_CARDS; i++) await addCard(customer);
    const answer = await customer.browser.call(
      'POST',
      '/api/store/payment-methods',
      { card: approvedCard },
      { 'x-csrf-token': customer.browser.csrf, 'x-lang': 'de-DE' },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors.card).toEqual([`Sie können bis zu ${MAX_SAVED_CARDS} Karten speichern.`]);
  });
});

describe('account errors in the X-LANG language', () => {
  it('says a wrong log-in in each of the 17 languages (en-US keeps the API’s English)', async () => {
    for (const locale of supportedLocales) {
      const email = uniqueEmail('lang');
      const browser = createBrowser(ctx, { address: `10.9.0.${supportedLocales.indexOf(locale) + 1}` });
      const answer = await browser.call(
        'POST',
        '/api/store/account/login',
        { email, password: 'wrong password here' },
        { 'x-lang': locale },
      );
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(
        locale === 'en-US'
          ? 'These credentials do not match our records.'
          : packs[locale]!['account.error.credentials'],
      );
    }
  });

  it('says a session-less call, a stale form, a missing card and a used link in German', async () => {
    const de = deDE as Record<string, string>;
    const guest = await createBrowser(ctx).call('GET', '/api/store/payment-methods', undefined, {
      'x-lang': 'de-DE',
    });
    expect(guest.body.message).toBe(de['account.error.unauthenticated']);
    const stale = await a.browser.call('POST', '/api/store/account/logout', {}, { 'x-lang': 'de-DE' });
    expect(stale.status).toBe(419);
    expect(stale.body.message).toBe(de['account.error.expiredForm']);
    const missing = await a.browser.call('DELETE', '/api/store/payment-methods/999999', undefined, {
      'x-csrf-token': a.browser.csrf,
      'x-lang': 'de-DE',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(de['account.error.cardNotFound']);

    const email = uniqueEmail('twice');
    const browser = createBrowser(ctx);
    await browser.call('POST', '/api/store/account/register', {
      email,
      password: 'correct horse battery staple',
      password_confirmation: 'correct horse battery staple',
    });
    const [mail] = await ctx.mailsTo(email);
    const token = tokenOfLink(mail!.links[0]!);
    expect((await browser.call('POST', '/api/store/account/verify', { token })).status).toBe(200);
    const again = await browser.call('POST', '/api/store/account/verify', { token }, { 'x-lang': 'de-DE' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(de['account.error.linkExpired']);
  });

  it('says the password policy and throttling in Hebrew', async () => {
    const he = heIL as Record<string, string>;
    const weak = await createBrowser(ctx).call(
      'POST',
      '/api/store/account/register',
      { email: uniqueEmail('weak'), password: 'short', password_confirmation: 'short' },
      { 'x-lang': 'he-IL' },
    );
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toEqual([he['validation.password.tooShort']]);

    const email = a.email;
    const browser = createBrowser(ctx, { address: '10.9.1.1' });
    let last = await browser.call('POST', '/api/store/account/login', { email, password: 'nope' });
    for (let i = 0; i < 5; i++) {
      last = await browser.call(
        'POST',
        '/api/store/account/login',
        { email, password: 'nope' },
        { 'x-lang': 'he-IL' },
      );
    }
    expect(last.status).toBe(429);
    expect(last.body.message).toBe(he['account.error.tooManyAttempts']);
  });
});
