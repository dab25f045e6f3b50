import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '../../server/app';
import { createTestContext, type TestContext } from './helpers';

const TOKEN = 'test-admin-token-currency-0123456789';

let ctx: TestContext;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ctx = await createTestContext();
  app = createApp({ db: ctx.db, logger: silentLogger, adminToken: TOKEN, readCacheMs: 60_000 });
});
afterAll(async () => ctx?.close());

const exchanges = async () => {
  const res = await app.request('/api/store/exchanges');
  return { status: res.status, body: await res.json() };
};

const setRates = (body: unknown, token: string | null = TOKEN) =>
  app.request('/api/admin/exchanges', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

const ip = async (headers: Record<string, string>) =>
  (await app.request('/api/store/ip', { headers })).json();

describe('GET /api/store/exchanges', () => {
  it('answers the seeded demo rates against the store currency as rates and rates_base', async () => {
    const { status, body } = await exchanges();
    expect(status).toBe(200);
    expect(body.rates_base).toBe('USD');
    expect(body.base).toBe('USD');
    expect(body.rates.USD).toBe(1);
    for (const code of ['EUR', 'JPY', 'GBP']) expect(body.rates[code]).toBeGreaterThan(0);
  });
});

describe('PUT /api/admin/exchanges', () => {
  it('needs the merchant token', async () => {
    expect((await setRates({ rates: { EUR: 0.5 } }, null)).status).toBe(401);
    expect((await setRates({ rates: { EUR: 0.5 } }, 'wrong')).status).toBe(401);
    expect((await exchanges()).body.rates.EUR).not.toBe(0.5);
  });

  it('refuses bad rates with the one 422 shape and saves nothing of the request', async () => {
    const before = (await exchanges()).body.rates;
    for (const body of [
      { rates: { EUR: 0.9, JPY: -1 } },
      { rates: { EUR: 0.9, JPY: 0 } },
      { rates: { EUR: 0.9, jpy: 150 } },
      { rates: { EUR: '0.9' } },
      { rates: {} },
      { rates: { EUR: 0.9 }, extra: true },
    ]) {
      const res = await setRates(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const answer = await res.json();
      expect(typeof answer.message).toBe('string');
      expect(Object.keys(answer.errors).length).toBeGreaterThan(0);
    }
    const refused = await setRates({ rates: { EUR: 0.9, USD: 2 } });
    expect(refused.status).toBe(422);
    expect(Object.keys((await refused.json()).errors)).toEqual(['rates']);
    expect((await exchanges()).body.rates).toEqual(before);
  });

  it('sets, adds and removes rates; the storefront’s next read sees them', async () => {
    const res = await setRates({ rates: { EUR: 0.5, CHF: 0.88, KRW: null } });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.rates.EUR).toBe(0.5);
    expect(data.rates.CHF).toBe(0.88);
    expect(data.rates).not.toHaveProperty('KRW');
    const now = (await exchanges()).body;
    expect(now.rates).toEqual(data.rates);
    expect(now.rates.USD).toBe(1);
  });
});

describe('GET /api/store/ip', () => {
  it('decides from the request alone: Accept-Language region first, then the page language', async () => {
    expect(await ip({ 'accept-language': 'fr-FR,fr;q=0.9' })).toEqual({
      iso_code: 'FR',
      currency: 'EUR',
      state: null,
    });
    expect(await ip({ 'accept-language': 'ja', 'x-lang': 'ja-JP' })).toMatchObject({
      iso_code: 'JP',
      currency: 'JPY',
    });
    // The browser's region outranks the page's language.
    expect(await ip({ 'accept-language': 'en-GB', 'x-lang': 'de-DE' })).toMatchObject({
      iso_code: 'GB',
      currency: 'GBP',
    });
  });
});
