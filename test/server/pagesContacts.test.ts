import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '../../server/app';
import type { OutgoingMail } from '../../server/domain/content/mail';
import { createTestContext, postJson, type TestContext, tableSnapshot } from './helpers';

let ctx: TestContext;
let app: ReturnType<typeof createApp>;
const sent: OutgoingMail[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  app = createApp({
    db: ctx.db,
    logger: silentLogger,
    mailer: { kind: 'outbox', send: async (m) => void sent.push(m) },
  });
});
afterAll(async () => {
  await ctx?.close();
});

const tables = ['contact_messages', 'newsletter_subscriptions'] as const;

describe('pages', () => {
  it('lists the pages every seeded menu links to', async () => {
    const res = await app.request('/api/store/pages');
    const body = (await res.json()) as { data: { handle: string; path: string }[] };
    expect(res.status).toBe(200);
    expect(body.data.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/pages/about', '/pages/contact', '/pages/faq', '/pages/track-order']),
    );
  });

  it('answers a page with its template and FAQ entries', async () => {
    const res = await app.request('/api/store/pages/faq');
    const { data } = (await res.json()) as { data: { template: string; faq: unknown[] } };
    expect(data.template).toBe('faq');
    expect(data.faq.length).toBeGreaterThan(2);
  });

  it('answers 404 for an unknown page', async () => {
    const res = await app.request('/api/store/pages/nope');
    expect(res.status).toBe(404);
  });
});

describe('POST /api/contacts', () => {
  it('stores the message and mails the merchant', async () => {
    sent.length = 0;
    const res = await app.request(
      '/api/contacts',
      postJson({ name: 'Ada', email: 'ada@example.com', message: 'Where is my parcel?' }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(Number) });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('hello@vitrine.example');
    expect(sent[0]!.text).toContain('Where is my parcel?');
    expect(sent[0]!.text).toContain('ada@example.com');
  });

  it.each([
    [{ email: 'ada@example.com', message: 'hi' }, 'name', 'Enter your name.'],
    [{ name: 'Ada', email: 'not-an-email', message: 'hi' }, 'email', 'Enter a valid email address'],
    [{ name: 'Ada', email: 'ada@example.com', message: '   ' }, 'message', 'Enter a message.'],
    [{ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5001) }, 'message', '5000 characters'],
  ])('refuses %j with a 422 naming %s and stores nothing', async (body, field, text) => {
    sent.length = 0;
    const before = await tableSnapshot(ctx.db, tables);
    const res = await app.request('/api/contacts', postJson(body));
    expect(res.status).toBe(422);
    const answer = (await res.json()) as { errors: Record<string, string[]> };
    expect(answer.errors[field]?.[0]).toContain(text);
    expect(await tableSnapshot(ctx.db, tables)).toEqual(before);
    expect(sent).toHaveLength(0);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await app.request('/api/contacts', postJson('{oops'));
    expect(res.status).toBe(400);
  });
});

describe('newsletter double opt-in', () => {
  const tokenOf = (mail: OutgoingMail) => new URL(mail.links[0]!).searchParams.get('token')!;

  it('mails a confirmation link and confirms once', async () => {
    sent.length = 0;
    const res = await app.request(
      '/api/store/subscribe',
      postJson({ email: 'News@Example.com', code: 'footer' }, { origin: 'http://localhost:3000' }),
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'pending' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('news@example.com');
    expect(sent[0]!.links[0]).toMatch(/^http:\/\/localhost:3000\/pages\/newsletter\?token=/);

    const confirm = await app.request('/api/store/subscribe/confirm', postJson({ token: tokenOf(sent[0]!) }));
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toEqual({ status: 'confirmed', email: 'news@example.com' });

    const again = await app.request('/api/store/subscribe/confirm', postJson({ token: tokenOf(sent[0]!) }));
    expect(again.status).toBe(404);

    sent.length = 0;
    const resubscribe = await app.request('/api/store/subscribe', postJson({ email: 'news@example.com' }));
    expect(await resubscribe.json()).toEqual({ status: 'confirmed' });
    expect(sent).toHaveLength(0);
  });

  it('points the link at a trusted origin only', async () => {
    sent.length = 0;
    await app.request(
      '/api/store/subscribe',
      postJson({ email: 'phish@example.com' }, { origin: 'https://evil.example' }),
    );
    expect(sent[0]!.links[0]).not.toContain('evil.example');
  });

  it('a second subscribe of a pending address replaces the link', async () => {
    sent.length = 0;
    await app.request('/api/store/subscribe', postJson({ email: 'twice@example.com' }));
    await app.request('/api/store/subscribe', postJson({ email: 'twice@example.com' }));
    const [first, second] = sent;
    const old = await app.request('/api/store/subscribe/confirm', postJson({ token: tokenOf(first!) }));
    expect(old.status).toBe(404);
    const fresh = await app.request('/api/store/subscribe/confirm', postJson({ token: tokenOf(second!) }));
    expect(fresh.status).toBe(200);
  });

  it.each([
    [{ email: '' }, 'Enter an email address.'],
    [{ email: 'nope' }, 'Enter a valid email address'],
    [{ email: 'a@example.com', code: 'c'.repeat(65) }, 'Code must be 64 characters or fewer.'],
  ])('refuses %j with a 422 and stores nothing', async (body, text) => {
    sent.length = 0;
    const before = await tableSnapshot(ctx.db, tables);
    const res = await app.request('/api/store/subscribe', postJson(body));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toContain(text);
    expect(await tableSnapshot(ctx.db, tables)).toEqual(before);
    expect(sent).toHaveLength(0);
  });

  it('refuses a malformed confirmation token with a 422', async () => {
    const res = await app.request('/api/store/subscribe/confirm', postJson({ token: 'short' }));
    expect(res.status).toBe(422);
  });
});
