/**
 * The theme editor's server side: staff sign-in (CSRF, attempt limits, sessions), drafts checked
 * with the storefront's own schemas, publishing with the contrast check, versions and restore,
 * another process picking a publish up, and drafts never reaching shoppers.
 */
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLayout } from '../../pages/layout/checkLayout';
import { sectionSchemas } from '../../pages/layout/sectionEntries.server';
import { createApp, silentLogger } from '../../server/app';
import { startCacheListener } from '../../server/db/cacheNotify';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { staffSessions } from '../../server/db/schema';
import type { EditorSchemas } from '../../server/domain/editor/drafts';
import { announceStaffSetup } from '../../server/domain/editor/setupLink';
import { createStaff } from '../../server/domain/editor/staff';
import { createTestContext, type TestContext } from './helpers';

const schemas: EditorSchemas = {
  sections: sectionSchemas,
  checkLayout: (template) => checkLayout(template, sectionSchemas),
};
const EMAIL = 'owner@example.com';
const PASSWORD = 'correct horse battery';

let ctx: TestContext;
let app: ReturnType<typeof createApp>;

interface Staff {
  cookie: string;
  csrf: string;
  call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
}

async function signIn(email = EMAIL, password = PASSWORD, address = '198.51.100.9'): Promise<Staff> {
  const response = await app.request('/api/editor/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vitrine-client-address': address },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const cookie = /vitrine_staff=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!;
  const csrf = (await response.json()).data.csrf_token as string;
  return {
    cookie,
    csrf,
    call: async (method, path, body, headers = {}) =>
      app.request(`/api/editor${path}`, {
        method,
        headers: {
          cookie: `vitrine_staff=${cookie}`,
          'x-csrf-token': csrf,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

const shopperTheme = async (target = app) => (await (await target.request('/api/store/theme')).json()).data;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  app = createApp({ db: ctx.db, logger: silentLogger, editorSchemas: () => schemas, files: ctx.files });
});
afterAll(async () => ctx.close());

describe('staff accounts', () => {
  it('prints a one-time setup link while there is no staff account, and the link works once', async () => {
    const lines: string[] = [];
    const link = await announceStaffSetup(ctx.db, (line) => lines.push(line));
    expect(lines[0]).toContain('/admin/setup?token=');
    const token = new URL(link!).searchParams.get('token')!;
    const setup = (password: string) =>
      app.request('/api/editor/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, email: EMAIL, password }),
      });
    const weak = await setup('short');
    expect(weak.status).toBe(422);
    expect((await weak.json()).errors.password[0]).toMatch(/at least 8/);
    expect((await setup(PASSWORD)).status).toBe(201);
    expect((await setup(PASSWORD)).status).toBe(422);
    // With an account, nothing more is printed at start.
    expect(await announceStaffSetup(ctx.db, (line) => lines.push(line))).toBeNull();
  });

  it('keeps staff apart from customers: a customer log-in opens nothing here', async () => {
    const response = await app.request('/api/editor/session', { headers: { cookie: 'vitrine_session=x' } });
    expect(response.status).toBe(401);
  });

  it('signs in, answers the session, and refuses writes without the CSRF token (419)', async () => {
    const staff = await signIn();
    const session = await staff.call('GET', '/session');
    expect((await session.json()).data.email).toBe(EMAIL);
    expect((await staff.call('POST', '/draft/discard', {}, { 'x-csrf-token': '' })).status).toBe(419);
    expect((await staff.call('POST', '/draft/discard', {}, { 'x-csrf-token': 'wrong' })).status).toBe(419);
    expect((await staff.call('POST', '/draft/discard', {})).status).toBe(200);
  });

  it('ends the session at sign-out', async () => {
    const staff = await signIn();
    expect((await staff.call('POST', '/logout', {})).status).toBe(204);
    expect((await staff.call('GET', '/session')).status).toBe(401);
  });

  it('refuses expired sessions', async () => {
    const staff = await signIn();
    await ctx.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await staff.call('GET', '/draft')).status).toBe(401);
  });

  it('limits failed sign-ins: the sixth try of an account in 15 minutes is refused, right password too', async () => {
    await createStaff(ctx.db, 'clerk@example.com', PASSWORD);
    const attempt = (password: string, address: string) =>
      app.request('/api/editor/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vitrine-client-address': address },
        body: JSON.stringify({ email: 'clerk@example.com', password }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password!', `192.0.2.${i}`)).status).toBe(401);
    const locked = await attempt(PASSWORD, '192.0.2.99');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('drafts', () => {
  let staff: Staff;
  beforeAll(async () => {
    staff = await signIn();
  });

  it('starts from the live document and sends every theme default and form input', async () => {
    const draft = (await (await staff.call('GET', '/draft')).json()).data;
    expect(draft.doc.active).toBe('venue');
    expect(draft.changed).toBe(false);
    const schema = (await (await staff.call('GET', '/schema')).json()).data;
    expect(schema.themes.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['venue', 'vogue', 'showtime', 'athena', 'brooklyn']),
    );
    expect(schema.sections['announcement-bar'].settings.length).toBeGreaterThan(0);
    expect(schema.settings.properties.cartType.enum).toEqual(['popup', 'drawer', 'page']);
    expect(schema.text_pairs.length).toBeGreaterThan(20);
    expect(schema.fonts.some((font: { name: string }) => font.name === 'Jost')).toBe(true);
  });

  it('accepts every theme default layout as a draft (what ships is publishable)', async () => {
    const schema = (await (await staff.call('GET', '/schema')).json()).data;
    const themes = Object.fromEntries(
      schema.themes.map((t: { name: string; layouts: unknown; settings: unknown }) => [
        t.name,
        { layouts: t.layouts, settings: t.settings },
      ]),
    );
    const saved = await staff.call('PUT', '/draft', { doc: { active: 'venue', themes } });
    expect(saved.status, JSON.stringify(await saved.clone().json())).toBe(200);
    await staff.call('POST', '/draft/discard', {});
  });

  it('answers a bad value as a field error named by its path, and keeps nothing', async () => {
    const bad = await staff.call('PUT', '/draft', {
      doc: {
        active: 'vogue',
        themes: {
          vogue: {
            tokens: { 'color.background.body': 'url(https://evil.test)', 'color.nope': '#fff' },
            settings: { cartType: 'sideways' },
          },
        },
      },
    });
    expect(bad.status).toBe(422);
    const { errors } = await bad.json();
    expect(errors['themes.vogue.tokens.color.background.body']).toEqual([
      'Value contains a forbidden construct',
    ]);
    expect(errors['themes.vogue.tokens.color.nope']).toEqual(['Unknown token path']);
    expect(errors['themes.vogue.settings.cartType'][0]).toMatch(/popup|drawer|page/);
    expect((await (await staff.call('GET', '/draft')).json()).data.changed).toBe(false);
  });

  it('refuses a broken layout: unknown section type, setting over its limit, a dangling order entry', async () => {
    const layout = {
      sections: {
        bar: { type: 'announcement-bar', settings: { text: 'x'.repeat(5000) }, blocks: {}, blockOrder: [] },
        ghost: { type: 'no-such-section', settings: {}, blocks: {}, blockOrder: [] },
      },
      order: ['bar', 'ghost', 'missing'],
    };
    const bad = await staff.call('PUT', '/draft', {
      doc: { active: 'venue', themes: { venue: { layouts: { home: layout } } } },
    });
    expect(bad.status).toBe(422);
    const { errors } = await bad.json();
    expect(errors['themes.venue.layouts.home.sections.bar.settings.text'][0]).toMatch(/longer than/);
    expect(errors['themes.venue.layouts.home.sections.ghost.type']).toEqual([
      'Unknown section type "no-such-section"',
    ]);
    expect(errors['themes.venue.layouts.home.order'][0]).toMatch(/missing/);
  });

  it('never shows the draft to shoppers; the staff preview sees it', async () => {
    const saved = await staff.call('PUT', '/draft', { doc: { active: 'vogue', themes: {} } });
    expect(saved.status).toBe(200);
    expect((await shopperTheme()).name).toBe('venue');
    // A shopper who guesses the preview parameter gets the live theme.
    const guessed = await app.request('/api/store/theme?draft=1');
    expect((await guessed.json()).data.name).toBe('venue');
    expect(guessed.headers.get('cache-control')).toBe('private, no-store');
    const preview = await app.request('/api/store/theme?draft=1', {
      headers: { 'x-vitrine-staff': staff.cookie },
    });
    expect((await preview.json()).data.name).toBe('vogue');
    await staff.call('POST', '/draft/discard', {});
  });
});

describe('publish, versions and restore', () => {
  let staff: Staff;
  beforeAll(async () => {
    staff = await signIn();
  });

  it('flags a brand accent that fails AA and publishes it only with the explicit override', async () => {
    const doc = {
      active: 'vogue',
      themes: { vogue: { tokens: { 'color.foreground.brandAccent': '#f0c0d0' } } },
    };
    const saved = await (await staff.call('PUT', '/draft', { doc })).json();
    const failing = saved.data.contrast.filter((pair: { passes: boolean }) => !pair.passes);
    expect(failing.map((pair: { on: string }) => pair.on)).toEqual(['body', 'brandAccentSoft']);
    const refused = await staff.call('POST', '/publish', {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).errors.contrast[0]).toMatch(/brandAccent on body: 1\.\d\d:1, needs 4\.5:1/);
    expect((await shopperTheme()).name).toBe('venue');
    const published = await staff.call('POST', '/publish', { override_contrast: true });
    expect(published.status).toBe(200);
    const live = await shopperTheme();
    expect(live.name).toBe('vogue');
    expect(live.tokenOverrides['color.foreground.brandAccent']).toBe('#f0c0d0');
    expect((await (await staff.call('GET', '/draft')).json()).data.changed).toBe(false);
  });

  it('keeps every version, the store before its first publish included, and restores one', async () => {
    const versions = (await (await staff.call('GET', '/versions')).json()).data;
    expect(versions.map((v: { theme: string; live: boolean }) => [v.theme, v.live])).toEqual([
      ['vogue', true],
      ['venue', false],
    ]);
    const first = versions[1].id;
    expect((await staff.call('POST', `/versions/${first}/restore`, {})).status).toBe(200);
    expect((await shopperTheme()).name).toBe('venue');
    const after = (await (await staff.call('GET', '/versions')).json()).data;
    expect(after[0]).toMatchObject({ restored_from: first, live: true, theme: 'venue' });
    expect((await staff.call('POST', '/versions/999999/restore', {})).status).toBe(404);
  });

  it('another process picks a publish up within a second', async () => {
    // A second process: its own handle on the same database, its own 60-second read cache, so only
    // the change notification (LISTEN) can make it see the change in time.
    const client = (ctx.db as unknown as { $client: never }).$client;
    const handle = () =>
      (ctx.database.kind === 'pglite'
        ? drizzlePglite(client, { schema })
        : drizzlePg(client, { schema })) as unknown as Db;
    const otherDb = handle();
    const other = createApp({ db: otherDb, logger: silentLogger, readCacheMs: 60_000 });
    // The same without listening: what the other would show without notifications.
    const deaf = createApp({ db: handle(), logger: silentLogger, readCacheMs: 60_000 });
    const listener = startCacheListener(ctx.database, otherDb);
    try {
      await expect.poll(() => listener.listening()).toBe(true);
      expect((await shopperTheme(other)).name).toBe('venue');
      expect((await shopperTheme(deaf)).name).toBe('venue');
      await staff.call('PUT', '/draft', { doc: { active: 'athena', themes: {} } });
      expect((await staff.call('POST', '/publish', {})).status).toBe(200);
      // The publish's notification empties the listening process's cache within a second…
      await expect.poll(async () => (await shopperTheme(other)).name, { timeout: 1000 }).toBe('athena');
      // …while the one that does not listen still has venue cached.
      expect((await shopperTheme(deaf)).name).toBe('venue');
    } finally {
      await listener.stop();
    }
  });

  it('every editor route but sign-in needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/draft'],
      ['PUT', '/draft'],
      ['POST', '/publish'],
      ['GET', '/versions'],
      ['POST', '/versions/1/restore'],
      ['GET', '/schema'],
    ] as const) {
      const response = await app.request(`/api/editor${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    const rows = await ctx.db.select().from(staffSessions).where(eq(staffSessions.id, -1));
    expect(rows).toEqual([]);
  });
});

describe('media library', () => {
  it('keeps an uploaded image (re-encoded) and lists it; anything else is a field error', async () => {
    const staff = await signIn();
    const png = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c03' } })
        .png()
        .toBuffer(),
    );
    const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, csrf = staff.csrf) => {
      const form = new FormData();
      form.append('file', new File([bytes], name));
      return app.request('/api/editor/media', {
        method: 'POST',
        headers: { cookie: `vitrine_staff=${staff.cookie}`, 'x-csrf-token': csrf },
        body: form,
      });
    };
    expect((await upload(png, 'red.png', 'wrong')).status).toBe(419);
    const answer = await upload(png, 'red.png');
    expect(answer.status).toBe(201);
    const item = (await answer.json()).data;
    expect(item).toMatchObject({ width: 40, height: 30 });
    expect(item.url).toMatch(/^\/media\/uploads\/editor\/[0-9a-f]{24}\.png$/);
    const served = await app.request(item.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const listed = (await (await staff.call('GET', '/media')).json()).data;
    expect(listed[0].url).toBe(item.url);
    const script = await upload(new TextEncoder().encode('<script>alert(1)</script>'), 'evil.png');
    expect(script.status).toBe(422);
    expect(Object.keys((await script.json()).errors)).toEqual(['file']);
  });
});

describe('staff accounts for automation', () => {
  it('the admin token creates one (POST /api/admin/staff), under the password policy', async () => {
    const admin = createApp({ db: ctx.db, logger: silentLogger, adminToken: 'automation-token-0123456789' });
    const create = (body: unknown, token = 'automation-token-0123456789') =>
      admin.request('/api/admin/staff', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    expect((await create({ email: 'bot@example.com', password: PASSWORD }, 'wrong')).status).toBe(401);
    expect((await create({ email: 'bot@example.com', password: 'short' })).status).toBe(422);
    expect((await create({ email: 'bot@example.com', password: PASSWORD })).status).toBe(201);
    expect((await create({ email: 'BOT@example.com', password: PASSWORD })).status).toBe(422);
    await signIn('bot@example.com', PASSWORD, '203.0.113.50');
  });
});
