/**
 * Account mail really goes out: through nodemailer's SMTP transport to an SMTP server started in
 * this process on 127.0.0.1 (no mock transport), and without SMTP to the outbox listed at
 * /dev/mailbox.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US.json';
import { createApp, silentLogger } from '../../server/app';
import { smtpMailer } from '../../server/mail/mailer';
import { devMailboxEnabled } from '../../server/routes/devMailbox';
import { themeTokens } from '../../themes/index';
import {
  type AccountTestContext,
  createAccountContext,
  createBrowser,
  goodPassword,
  registerCustomer,
  uniqueEmail,
} from './accountHelpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let smtpCtx: AccountTestContext;
let outboxCtx: AccountTestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  smtpCtx = await createAccountContext({
    mailer: smtpMailer(`smtp://127.0.0.1:${port}`, 'Vitrine Test <shop@example.com>'),
  });
  outboxCtx = await createAccountContext();
});
afterAll(async () => {
  await smtpCtx?.close();
  await outboxCtx?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

/** The decoded text of a quoted-printable MIME message (soft breaks joined). */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('mail over SMTP', () => {
  it('registration sends a plain-text and HTML verification mail that verifies the account', async () => {
    const email = uniqueEmail('smtp');
    const browser = createBrowser(smtpCtx);
    const answer = await browser.call(
      'POST',
      '/api/store/account/register',
      { email, password: goodPassword, password_confirmation: goodPassword },
      { 'x-vitrine-origin': 'https://shop.example' },
    );
    expect(answer.status).toBe(201);
    const mail = received.find((message) => message.to.includes(email))!;
    expect(mail.from).toBe('shop@example.com');
    expect(mail.raw).toMatch(/^Subject: Confirm your email for Vitrine Supply Co\./m);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const text = decoded(mail.raw);
    const link = /https:\/\/shop\.example\/account\/verify\?token=([A-Za-z0-9_-]{43})/.exec(text);
    expect(link).not.toBeNull();
    const verified = await createBrowser(smtpCtx).call('POST', '/api/store/account/verify', {
      token: link![1],
    });
    expect(verified.status).toBe(200);
  });

  it('a password reset mail reaches the account’s address only', async () => {
    const customer = await registerCustomer(smtpCtx, { verify: false });
    const before = received.length;
    await createBrowser(smtpCtx).call('POST', '/api/store/account/password/forgot', {
      email: customer.email,
    });
    await createBrowser(smtpCtx).call('POST', '/api/store/account/password/forgot', {
      email: uniqueEmail('ghost'),
    });
    const sent = received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toEqual([customer.email]);
    expect(sent[0]!.raw).toMatch(/^Subject: Reset your Vitrine Supply Co\. password/m);
  });
});

describe('mail to the outbox', () => {
  it('is listed on the development mailbox, page and JSON, in the shopper’s language', async () => {
    const email = uniqueEmail('outbox');
    const browser = createBrowser(outboxCtx);
    await browser.call('POST', '/api/store/account/register', {
      email,
      password: goodPassword,
      password_confirmation: goodPassword,
      locale: 'de-DE',
    });
    const [mail] = await outboxCtx.mailsTo(email);
    expect(mail!.html).toContain('<html lang="de-DE">');
    // The active theme's accent colours the button; text and HTML alike carry the link.
    expect(mail!.html).toContain(`background:${themeTokens.venue.color.background.brandAccent}`);
    expect(mail!.text).toContain(mail!.links[0]);
    expect(mail!.html).toContain(mail!.links[0]);

    const json = await outboxCtx.request('/dev/mailbox/messages');
    expect(json.status).toBe(200);
    const { data } = (await json.json()) as { data: { to: string }[] };
    expect(data.some((message) => message.to === email)).toBe(true);
    const page = await outboxCtx.request('/dev/mailbox');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain('/account/verify?token=');
  });

  it('mail messages use plain {name} arguments only (the server formats them without an ICU parser)', () => {
    const mailIds = Object.entries(enUS).filter(([id]) => id.startsWith('email.'));
    expect(mailIds.length).toBeGreaterThan(5);
    for (const [id, text] of mailIds) expect(text, id).not.toMatch(/\{\s*\w+\s*,/);
  });

  it('the mailbox is off in production unless VITRINE_DEV_MAILBOX=1', async () => {
    expect(devMailboxEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(devMailboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(devMailboxEnabled({ NODE_ENV: 'production', VITRINE_DEV_MAILBOX: '1' })).toBe(true);
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const app = createApp({
        db: outboxCtx.db,
        logger: silentLogger,
        mailer: smtpMailer('smtp://127.0.0.1:9'),
      });
      expect((await app.request('/dev/mailbox')).status).toBe(404);
      const outboxApp = createApp({ db: outboxCtx.db, logger: silentLogger });
      expect((await outboxApp.request('/dev/mailbox/messages')).status).toBe(404);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
