/**
 * The contact form and newsletter sign-ups are limited per client address and per email: over
 * the limit a 429 in the shopper's language with Retry-After, and nothing stored or mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, silentLogger } from '../../server/app';
import type { OutgoingMail } from '../../server/domain/content/mail';
import { CLIENT_ADDRESS_HEADER } from '../../server/http/customer';
import { createTestContext, postJson, type TestContext, tableSnapshot } from './helpers';

let ctx: TestContext;
let app: ReturnType<typeof createApp>;
const sent: OutgoingMail[] = [];
let clock = new Date('2026-11-27T10:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext();
  app = createApp({
    db: ctx.db,
    logger: silentLogger,
    now: () => clock,
    mailer: { kind: 'outbox', send: async (m) => void sent.push(m) },
  });
});
afterAll(async () => {
  await ctx?.close();
});

const tables = ['contact_messages', 'newsletter_subscriptions'] as const;
const contact = (email: string, address: string, lang?: string) =>
  app.request(
    '/api/contacts',
    postJson(
      { name: 'Ada', email, message: 'Hello' },
      { [CLIENT_ADDRESS_HEADER]: address, ...(lang ? { 'x-lang': lang } : {}) },
    ),
  );
const subscribe = (email: string, address: string) =>
  app.request(
    '/api/store/subscribe',
    postJson({ email, code: 'footer' }, { [CLIENT_ADDRESS_HEADER]: address }),
  );

describe('contact form limits', () => {
  it('takes 3 messages per email in an hour, then 429 with Retry-After and nothing stored', async () => {
    for (let i = 0; i < 3; i++) expect((await contact('flood@example.com', `10.0.0.${i}`)).status).toBe(201);
    const before = await tableSnapshot(ctx.db, [...tables]);
    sent.length = 0;
    const refused = await contact('Flood@Example.com', '10.0.0.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({
      message: 'You have sent several messages in a short time. Please try again later.',
    });
    expect(await tableSnapshot(ctx.db, [...tables])).toEqual(before);
    expect(sent).toEqual([]);
  });

  it('takes 5 messages per address in an hour, whatever the emails; the hour over, again', async () => {
    for (let i = 0; i < 5; i++) expect((await contact(`a${i}@example.com`, '10.1.1.1')).status).toBe(201);
    expect((await contact('a9@example.com', '10.1.1.1')).status).toBe(429);
    // Another address is not held back.
    expect((await contact('b1@example.com', '10.1.1.2')).status).toBe(201);
    clock = new Date(clock.getTime() + 60 * 60_000 + 1000);
    expect((await contact('a9@example.com', '10.1.1.1')).status).toBe(201);
  });

  it('says the refusal in the X-LANG language', async () => {
    for (let i = 0; i < 5; i++) await contact(`de${i}@example.com`, '10.2.2.2');
    const refused = await contact('de9@example.com', '10.2.2.2', 'de-DE');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es später erneut.',
    });
  });

  it('a refused post (bad fields) counts nothing', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (
          await app.request(
            '/api/contacts',
            postJson(
              { name: '', email: 'x@example.com', message: '' },
              { [CLIENT_ADDRESS_HEADER]: '10.3.3.3' },
            ),
          )
        ).status,
      ).toBe(422);
    expect((await contact('x@example.com', '10.3.3.3')).status).toBe(201);
  });
});

describe('newsletter sign-up limits', () => {
  it('takes 3 sign-ups per email and 10 per address in an hour', async () => {
    for (let i = 0; i < 3; i++) expect((await subscribe('news@example.com', `10.4.0.${i}`)).status).toBe(202);
    const refused = await subscribe('news@example.com', '10.4.0.9');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many sign-up attempts. Please try again later.' });
    for (let i = 0; i < 10; i++) expect((await subscribe(`n${i}@example.com`, '10.5.5.5')).status).toBe(202);
    expect((await subscribe('n10@example.com', '10.5.5.5')).status).toBe(429);
  });
});
