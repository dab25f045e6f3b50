import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '../../server/app';
import { createTestContext, type TestContext } from './helpers';

const TOKEN = 'test-admin-token-0123456789';
let ctx: TestContext;
let app: ReturnType<typeof createApp>;

const admin = (path: string, body: unknown, token: string | null = TOKEN) =>
  app.request(`/api/admin${path}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
const theme = async (query = '') => (await (await app.request(`/api/store/theme${query}`)).json()).data;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  app = createApp({ db: ctx.db, logger: silentLogger, adminToken: TOKEN });
});
afterAll(async () => ctx.close());

describe('GET /api/store/theme', () => {
  it('answers the default theme with its settings and every template', async () => {
    const data = await theme();
    expect(data.name).toBe('venue');
    expect(data.active).toBe('venue');
    expect(data.settings.cartType).toBeTypeOf('string');
    expect(Object.keys(data.layouts)).toEqual(
      expect.arrayContaining(['home', 'product', 'collection', '404', 'header-group', 'footer-group']),
    );
    expect(data.layouts.home.order.length).toBeGreaterThan(0);
    expect(data.tokenOverrides).toEqual({});
  });

  it('previews a named theme without changing the active one, and ignores unknown names', async () => {
    expect((await theme('?preview=vogue')).name).toBe('vogue');
    expect((await theme('?preview=vogue')).active).toBe('venue');
    expect((await theme('?preview=nope')).name).toBe('venue');
  });

  it('ships different home arrangements per theme', async () => {
    const venue = await theme('?preview=venue');
    const showtime = await theme('?preview=showtime');
    expect(venue.layouts.home).not.toEqual(showtime.layouts.home);
  });
});

describe('admin auth', () => {
  it('refuses a missing, empty or wrong token with 401', async () => {
    expect((await admin('/theme', { name: 'vogue' }, null)).status).toBe(401);
    expect((await admin('/theme', { name: 'vogue' }, '')).status).toBe(401);
    expect((await admin('/theme', { name: 'vogue' }, 'wrong')).status).toBe(401);
    expect((await theme()).active).toBe('venue');
  });

  it('locks every admin route when no token is configured, even for an empty bearer', async () => {
    const locked = createApp({ db: ctx.db, logger: silentLogger, adminToken: '' });
    const res = await locked.request('/api/admin/theme', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' },
      body: JSON.stringify({ name: 'vogue' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/admin/theme', () => {
  it('switches the active theme for every shopper', async () => {
    expect((await admin('/theme', { name: 'athena' })).status).toBe(200);
    expect((await theme()).name).toBe('athena');
    await admin('/theme', { name: 'venue' });
  });

  it('refuses an unknown theme with 422', async () => {
    const res = await admin('/theme', { name: 'dawn' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.name).toBeDefined();
  });
});

describe('PUT /api/admin/theme/tokens', () => {
  it('stores valid overrides and serves them with the theme', async () => {
    const overrides = { 'color.background.body': '#fffaf0', 'space.medium': '18px', 'radius.button': '0' };
    expect((await admin('/theme/tokens', { overrides })).status).toBe(200);
    expect((await theme()).tokenOverrides).toEqual(overrides);
    // Overrides belong to one theme: a preview of another shows none.
    expect((await theme('?preview=vogue')).tokenOverrides).toEqual({});
  });

  it.each([
    ['an unknown token path', { 'color.background.nope': '#fff' }, 'color.background.nope'],
    [
      'a url() in a colour',
      { 'color.background.body': 'url(https://evil.test/x.png)' },
      'color.background.body',
    ],
    ['a semicolon', { 'color.background.body': 'red; background: blue' }, 'color.background.body'],
    [
      'an expression()',
      { 'typography.fontFamily.body': 'expression(alert(1))' },
      'typography.fontFamily.body',
    ],
    ['a length where a colour belongs', { 'color.foreground.neutral': '12px' }, 'color.foreground.neutral'],
    ['a colour where a length belongs', { 'space.large': '#fff' }, 'space.large'],
  ])('refuses %s with 422 naming the path', async (_label, overrides, path) => {
    const before = (await theme()).tokenOverrides;
    const res = await admin('/theme/tokens', { overrides });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual([path]);
    expect((await theme()).tokenOverrides).toEqual(before);
  });
});

describe('PUT /api/admin/theme/layouts/:template', () => {
  const layout = {
    sections: { note: { type: 'rich-text', settings: { heading: 'Hello' } } },
    order: ['note'],
  };

  it('overrides one template of the active theme and restores the default with null', async () => {
    const original = (await theme()).layouts.home;
    expect((await admin('/theme/layouts/home', { layout })).status).toBe(200);
    const overridden = (await theme()).layouts.home;
    expect(overridden.order).toEqual(['note']);
    expect(overridden.sections.note.blockOrder).toEqual([]);
    expect((await admin('/theme/layouts/home', { layout: null })).status).toBe(200);
    expect((await theme()).layouts.home).toEqual(original);
  });

  it('answers 404 for an unknown template and 422 for a malformed layout', async () => {
    expect((await admin('/theme/layouts/nope', { layout })).status).toBe(404);
    expect((await admin('/theme/layouts/home', { layout: { sections: [], order: 'x' } })).status).toBe(422);
  });
});
