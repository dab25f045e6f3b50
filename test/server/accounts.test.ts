import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponse } from '../../api/account';
import { queryRows } from '../../server/db/rows';
import { customerSessions, customers, customerTokens } from '../../server/db/schema';
import { pruneEndedSessions } from '../../server/domain/accounts/sessions';
import type { AppEnv } from '../../server/http/env';
import { withShopperHints } from '../../server/render/handler';
import { pageCacheKey } from '../../server/render/sharedCache';
import {
  type AccountTestContext,
  createAccountContext,
  createBrowser,
  goodPassword,
  registerCustomer,
  tokenOfLink,
  uniqueEmail,
} from './accountHelpers';
import { tableSnapshot } from './helpers';

let ctx: AccountTestContext;

beforeAll(async () => {
  ctx = await createAccountContext();
});
afterAll(async () => ctx?.close());

const minutes = (n: number) => n * 60_000;

describe('registering', () => {
  it('creates the account, logs it in with an HttpOnly SameSite=Lax cookie and mails a verification link', async () => {
    const email = uniqueEmail('new');
    const browser = createBrowser(ctx);
    const answer = await browser.call('POST', '/api/store/account/register', {
      email: email.toUpperCase(),
      password: goodPassword,
      password_confirmation: goodPassword,
    });
    expect(answer.status).toBe(201);
    const body = authResponse.parse(answer.body);
    expect(body.data).toMatchObject({ email, email_verified: false, address_book_count: 0 });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('vitrine_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).toContain(body.session.token);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');

    const [mail] = await ctx.mailsTo(email);
    expect(mail!.subject).toBe('Confirm your email for Vitrine Supply Co.');
    expect(mail!.text).toContain('valid for 20 minutes');
    expect(mail!.html).toContain('<a href="http://localhost');
    expect(mail!.links[0]).toMatch(/\/account\/verify\?token=[A-Za-z0-9_-]{43}$/);

    // Only hashes are stored: neither the session nor the mailed token appears in the database.
    const [row] = await ctx.db.select().from(customers).where(eq(customers.email, email));
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const stored = await queryRows<{ text: string }>(
      ctx.db,
      sql`select concat_ws('|', s.token_hash, t.token_hash) as text from customer_sessions s, customer_tokens t
          where s.customer_id = ${row!.id} and t.customer_id = ${row!.id}`,
    );
    expect(stored[0]!.text).not.toContain(body.session.token);
    expect(stored[0]!.text).not.toContain(tokenOfLink(mail!.links[0]!));
  });

  it('applies the password policy and the confirmation, naming the fields', async () => {
    const email = uniqueEmail('policy');
    const browser = createBrowser(ctx);
    const cases: [string, string, string, string][] = [
      ['short1', 'short1', 'password', 'Password must be at least 8 characters.'],
      [
        'password123',
        'password123',
        'password',
        'This password is too common. Choose one that is harder to guess.',
      ],
      [email, email, 'password', 'Password must not be your email address.'],
      [goodPassword, 'something else', 'password_confirmation', 'Passwords do not match.'],
      ['x'.repeat(129), 'x'.repeat(129), 'password', 'Password must be 128 characters or fewer.'],
    ];
    for (const [password, confirmation, field, message] of cases) {
      const answer = await browser.call('POST', '/api/store/account/register', {
        email,
        password,
        password_confirmation: confirmation,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors[field]).toEqual([message]);
    }
    const badEmail = await browser.call('POST', '/api/store/account/register', {
      email: 'not-an-email',
      password: goodPassword,
      password_confirmation: goodPassword,
    });
    expect(badEmail.body.errors.email).toEqual(['Enter a valid email address, like name@example.com.']);
  });

  it('refuses a second account for the same email but takes over a guest row', async () => {
    const customer = await registerCustomer(ctx);
    const again = await createBrowser(ctx).call('POST', '/api/store/account/register', {
      email: customer.email,
      password: goodPassword,
      password_confirmation: goodPassword,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.email[0]).toMatch(/already exists/);

    const guestEmail = uniqueEmail('guest');
    await ctx.db.insert(customers).values({ email: guestEmail });
    const registered = await createBrowser(ctx).call('POST', '/api/store/account/register', {
      email: guestEmail,
      password: goodPassword,
      password_confirmation: goodPassword,
    });
    expect(registered.status).toBe(201);
  });
});

describe('email verification', () => {
  it('verifies once: the link is single use', async () => {
    const customer = await registerCustomer(ctx, { verify: false });
    const [mail] = await ctx.mailsTo(customer.email);
    const token = tokenOfLink(mail!.links[0]!);
    const first = await createBrowser(ctx).call('POST', '/api/store/account/verify', { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ email: customer.email, email_verified: true });
    expect((await customer.browser.info()).email_verified).toBe(true);
    const second = await createBrowser(ctx).call('POST', '/api/store/account/verify', { token });
    expect(second.status).toBe(422);
    expect(second.body.message).toMatch(/expired or was already used/);
  });

  it('expires after 20 minutes', async () => {
    const early = await registerCustomer(ctx, { verify: false });
    const late = await registerCustomer(ctx, { verify: false });
    const tokenOf = async (email: string) => tokenOfLink((await ctx.mailsTo(email))[0]!.links[0]!);
    const earlyToken = await tokenOf(early.email);
    const lateToken = await tokenOf(late.email);
    ctx.clock.advance(minutes(20) - 1000);
    expect(
      (await createBrowser(ctx).call('POST', '/api/store/account/verify', { token: earlyToken })).status,
    ).toBe(200);
    ctx.clock.advance(1000);
    const expired = await createBrowser(ctx).call('POST', '/api/store/account/verify', { token: lateToken });
    expect(expired.status).toBe(422);
    expect((await late.browser.info()).email_verified).toBe(false);
  });

  it('a new link voids the earlier one, and asking for it needs the CSRF token', async () => {
    const customer = await registerCustomer(ctx, { verify: false });
    const firstToken = tokenOfLink((await ctx.mailsTo(customer.email))[0]!.links[0]!);
    const withoutCsrf = await customer.browser.call('POST', '/api/store/account/verification', {});
    expect(withoutCsrf.status).toBe(419);
    const resent = await customer.browser.send('POST', '/api/store/account/verification', {});
    expect(resent.status).toBe(202);
    const mails = await ctx.mailsTo(customer.email);
    expect(mails).toHaveLength(2);
    const old = await createBrowser(ctx).call('POST', '/api/store/account/verify', { token: firstToken });
    expect(old.status).toBe(422);
    const fresh = await createBrowser(ctx).call('POST', '/api/store/account/verify', {
      token: tokenOfLink(mails[0]!.links[0]!),
    });
    expect(fresh.status).toBe(200);
  });
});

describe('logging in and out', () => {
  it('answers one generic error whichever of email or password was wrong, and 422 for empty fields', async () => {
    const customer = await registerCustomer(ctx);
    const browser = createBrowser(ctx);
    const wrongPassword = await browser.login(customer.email, 'not the password');
    const unknownEmail = await browser.login(uniqueEmail('nobody'), goodPassword);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body).toEqual({ message: 'These credentials do not match our records.' });
    const empty = await browser.call('POST', '/api/store/account/login', { email: ' ', password: '' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'password']);
  });

  it('rotates the session at log-in: the browser’s earlier session stops working', async () => {
    const customer = await registerCustomer(ctx);
    const before = customer.browser.cookies.get('vitrine_session')!;
    const login = await customer.browser.login(customer.email);
    expect(login.status).toBe(200);
    const after = customer.browser.cookies.get('vitrine_session')!;
    expect(after).not.toBe(before);
    const stale = await createBrowser(ctx).call('GET', '/api/store/account/info', undefined, {
      cookie: `vitrine_session=${before}`,
    });
    expect(stale.status).toBe(401);
    expect((await customer.browser.info()).email).toBe(customer.email);
  });

  it('log-out needs the session’s CSRF token, then revokes the session for good', async () => {
    const customer = await registerCustomer(ctx);
    const token = customer.browser.cookies.get('vitrine_session')!;
    expect((await customer.browser.call('POST', '/api/store/account/logout', {})).status).toBe(419);
    expect(
      (await customer.browser.call('POST', '/api/store/account/logout', { _token: 'x'.repeat(43) })).status,
    ).toBe(419);
    // Another session's token does not do either.
    const other = await registerCustomer(ctx);
    expect(
      (await customer.browser.call('POST', '/api/store/account/logout', { _token: other.browser.csrf }))
        .status,
    ).toBe(419);
    expect((await customer.browser.info()).id).toBe(customer.id);

    const out = await customer.browser.call('POST', '/api/store/account/logout', {
      _token: customer.browser.csrf,
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/vitrine_session=;.*Max-Age=0/);
    const replay = await createBrowser(ctx).call('GET', '/api/store/account/info', undefined, {
      cookie: `vitrine_session=${token}`,
    });
    expect(replay.status).toBe(401);
    const [row] = await ctx.db
      .select({ revokedAt: customerSessions.revokedAt })
      .from(customerSessions)
      .where(eq(customerSessions.customerId, customer.id))
      .orderBy(customerSessions.id);
    expect(row!.revokedAt).not.toBeNull();
  });

  it('a session ends 30 days after log-in', async () => {
    const customer = await registerCustomer(ctx);
    ctx.clock.advance(30 * 24 * 60 * minutes(1) + 1000);
    expect((await customer.browser.call('GET', '/api/store/account/info')).status).toBe(401);
  });

  it('answers 401 without a session on every customer endpoint', async () => {
    const guest = createBrowser(ctx);
    for (const [method, url] of [
      ['GET', '/api/store/account/info'],
      ['GET', '/api/store/addresses'],
      ['POST', '/api/store/addresses'],
      ['GET', '/api/store/orders'],
      ['GET', '/api/store/orders-old'],
      ['GET', '/api/store/payment-methods'],
      ['POST', '/api/store/payment-methods'],
      ['POST', '/api/store/account/logout'],
    ] as const) {
      const answer = await guest.call(method, url, method === 'POST' ? {} : undefined);
      expect(answer.status, `${method} ${url}`).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('attempt limits', () => {
  it('locks an account after 5 failed log-ins in 15 minutes, even for the right password, then lets it in again', async () => {
    const customer = await registerCustomer(ctx);
    const attacker = createBrowser(ctx, { address: '203.0.113.7' });
    for (let i = 0; i < 5; i++) expect((await attacker.login(customer.email, `wrong ${i}`)).status).toBe(401);
    const locked = await createBrowser(ctx, { address: '198.51.100.1' }).login(customer.email);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    ctx.clock.advance(minutes(15));
    expect((await createBrowser(ctx).login(customer.email)).status).toBe(200);
  });

  it('limits one address to 20 failed log-ins in 15 minutes across accounts', async () => {
    const prober = createBrowser(ctx, { address: '192.0.2.55' });
    for (let i = 0; i < 20; i++)
      expect((await prober.login(uniqueEmail('probe'), 'whatever1')).status).toBe(401);
    const customer = await registerCustomer(ctx);
    expect((await prober.login(customer.email)).status).toBe(429);
    // Another address is not affected.
    expect((await createBrowser(ctx, { address: '192.0.2.56' }).login(customer.email)).status).toBe(200);
  });

  it('a successful log-in clears the account’s failures', async () => {
    const customer = await registerCustomer(ctx);
    const browser = createBrowser(ctx);
    for (let i = 0; i < 4; i++) await browser.login(customer.email, 'wrong password');
    expect((await browser.login(customer.email)).status).toBe(200);
    for (let i = 0; i < 4; i++) await browser.login(customer.email, 'wrong password');
    expect((await browser.login(customer.email)).status).toBe(200);
  });

  it('sends at most 3 reset mails per account an hour, answering the same every time', async () => {
    const customer = await registerCustomer(ctx);
    const browser = createBrowser(ctx, { address: '203.0.113.80' });
    for (let i = 0; i < 5; i++) {
      const answer = await browser.call('POST', '/api/store/account/password/forgot', {
        email: customer.email,
      });
      expect(answer.status).toBe(202);
      expect(answer.body.message).toBe(
        'If an account exists for this email, we sent a link to reset the password.',
      );
    }
    const resets = (await ctx.mailsTo(customer.email)).filter((mail) => mail.subject.startsWith('Reset'));
    expect(resets).toHaveLength(3);
  });
});

describe('password reset', () => {
  it('sets a new password with a single-use link, revokes every session and logs in', async () => {
    const customer = await registerCustomer(ctx);
    const otherDevice = createBrowser(ctx);
    expect((await otherDevice.login(customer.email)).status).toBe(200);
    const forgot = await createBrowser(ctx).call('POST', '/api/store/account/password/forgot', {
      email: customer.email,
    });
    expect(forgot.status).toBe(202);
    const [mail] = await ctx.mailsTo(customer.email);
    expect(mail!.subject).toBe('Reset your Vitrine Supply Co. password');
    expect(mail!.links[0]).toMatch(/\/account\/reset-password\?token=/);
    const token = tokenOfLink(mail!.links[0]!);
    const newPassword = 'another long passphrase';

    const weak = await createBrowser(ctx).call('POST', '/api/store/account/password/reset', {
      token,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.status).toBe(422);
    // A refused password does not use up the link.
    const reset = createBrowser(ctx);
    const done = await reset.call('POST', '/api/store/account/password/reset', {
      token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(done.status).toBe(200);
    expect(authResponse.parse(done.body).data.email).toBe(customer.email);
    expect((await customer.browser.call('GET', '/api/store/account/info')).status).toBe(401);
    expect((await otherDevice.call('GET', '/api/store/account/info')).status).toBe(401);
    expect((await reset.info()).email).toBe(customer.email);

    const again = await createBrowser(ctx).call('POST', '/api/store/account/password/reset', {
      token,
      password: 'yet another passphrase',
      password_confirmation: 'yet another passphrase',
    });
    expect(again.status).toBe(422);
    expect((await createBrowser(ctx).login(customer.email, goodPassword)).status).toBe(401);
    expect((await createBrowser(ctx).login(customer.email, newPassword)).status).toBe(200);
  });

  it('reset links expire after 20 minutes; an unknown email gets the same answer and no mail', async () => {
    const customer = await registerCustomer(ctx);
    await createBrowser(ctx).call('POST', '/api/store/account/password/forgot', { email: customer.email });
    const token = tokenOfLink((await ctx.mailsTo(customer.email))[0]!.links[0]!);
    ctx.clock.advance(minutes(20));
    const late = await createBrowser(ctx).call('POST', '/api/store/account/password/reset', {
      token,
      password: 'another long passphrase',
      password_confirmation: 'another long passphrase',
    });
    expect(late.status).toBe(422);
    const [row] = await ctx.db
      .select({ usedAt: customerTokens.usedAt })
      .from(customerTokens)
      .where(eq(customerTokens.customerId, customer.id))
      .orderBy(customerTokens.id);
    expect(row).toBeDefined();

    const nobody = uniqueEmail('nobody');
    const answer = await createBrowser(ctx).call('POST', '/api/store/account/password/forgot', {
      email: nobody,
    });
    expect(answer.status).toBe(202);
    expect(await ctx.mailsTo(nobody)).toEqual([]);
  });
});

describe('store calls made while rendering a page', () => {
  it('carry the shopper’s address and the page’s origin; a request over a socket cannot choose them', async () => {
    const seen: Headers[] = [];
    const page = new Hono<AppEnv>();
    page.get('*', async (c) => {
      const transport = withShopperHints((request: Request) => {
        seen.push(request.headers);
        return new Response('{}');
      }, c) as (request: Request) => Promise<Response>;
      await transport(new Request('http://store.local/api/store/account/info'));
      return c.text('ok');
    });
    await page.request(
      'https://shop.example/account',
      {},
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(seen[0]!.get('x-vitrine-client-address')).toBe('203.0.113.9');
    expect(seen[0]!.get('x-vitrine-origin')).toBe('https://shop.example');

    // Over a socket, the headers are ignored: the socket's address counts for log-in limits.
    const customer = await registerCustomer(ctx);
    const socketEnv = { incoming: { socket: { remoteAddress: '198.51.100.77' } } };
    for (let i = 0; i < 20; i++) {
      await ctx.app.request(
        '/api/store/account/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-vitrine-client-address': `10.0.0.${i}` },
          body: JSON.stringify({ email: uniqueEmail('spoof'), password: 'wrong password' }),
        },
        socketEnv,
      );
    }
    const blocked = await ctx.app.request(
      '/api/store/account/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vitrine-client-address': '10.0.0.250' },
        body: JSON.stringify({ email: customer.email, password: goodPassword }),
      },
      socketEnv,
    );
    expect(blocked.status).toBe(429);
  });
});

describe('session details', () => {
  it('the cookie is Secure when the store is reached over HTTPS', async () => {
    const answer = await ctx.app.request('https://localhost/api/store/account/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('tls'),
        password: goodPassword,
        password_confirmation: goodPassword,
      }),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie().join()).toMatch(
      /vitrine_session=[^;]+;.*HttpOnly; Secure; SameSite=Lax/,
    );
  });

  it('a verification link used twice at the same moment verifies once', async () => {
    const customer = await registerCustomer(ctx, { verify: false });
    const token = tokenOfLink((await ctx.mailsTo(customer.email))[0]!.links[0]!);
    const answers = await Promise.all(
      [1, 2, 3].map(() => createBrowser(ctx).call('POST', '/api/store/account/verify', { token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422]);
  });

  it('a logged-in shopper’s own pages are never kept by the shared page cache; catalogue pages are shared', () => {
    const page = (path: string, cookie?: string) =>
      new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
    expect(pageCacheKey(page('/account'))).not.toBeNull();
    expect(pageCacheKey(page('/account', 'vitrine_session=abc'))).toBeNull();
    expect(pageCacheKey(page('/account', 'vitrine_lang=de-DE; vitrine_session=abc'))).toBeNull();
    // Rendered as a guest's (server/render/sharedCache.ts sharedPageRequest): the same page.
    expect(pageCacheKey(page('/products/anything', 'vitrine_session=abc'))).toBe(
      pageCacheKey(page('/products/anything')),
    );
  });
});

describe('pruning', () => {
  it('deletes sessions and links that ended over a day ago, keeping live ones', async () => {
    const live = await registerCustomer(ctx);
    const ended = await registerCustomer(ctx);
    await ended.browser.call('POST', '/api/store/account/logout', { _token: ended.browser.csrf });
    ctx.clock.advance(25 * 60 * minutes(1));
    const removed = await pruneEndedSessions(ctx.db, ctx.clock.now());
    expect(removed).toBeGreaterThan(0);
    const left = await ctx.db
      .select({ customerId: customerSessions.customerId })
      .from(customerSessions)
      .where(eq(customerSessions.customerId, ended.id));
    expect(left).toEqual([]);
    expect((await live.browser.info()).id).toBe(live.id);
  });
});

describe('bad input', () => {
  it('never answers 500 and never changes anything', async () => {
    const customer = await registerCustomer(ctx);
    await customer.browser.info();
    const tables = ['customers', 'customer_sessions', 'customer_addresses', 'saved_cards', 'customer_tokens'];
    const before = await tableSnapshot(ctx.db, tables);
    const bodies: unknown[] = [
      [],
      'text',
      { email: 5, password: null },
      { email: ['a@b.co'], password: { x: 1 } },
      { token: 42, password: true, password_confirmation: [] },
      { first_name: 1, country: { code: 'US' }, default: 'yes' },
      { card: null },
      { card: { number: 4242 } },
      { _token: 7 },
    ];
    const posts = [
      '/api/store/account/register',
      '/api/store/account/login',
      '/api/store/account/verify',
      '/api/store/account/password/forgot',
      '/api/store/account/password/reset',
      '/api/store/addresses',
      '/api/store/payment-methods',
    ];
    for (const url of posts) {
      for (const body of bodies) {
        const answer = await customer.browser.send('POST', url, body);
        expect(answer.status, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    // Log-out ignores fields it does not know; a malformed body or token is refused.
    for (const body of [[], 'text', { _token: 7 }]) {
      const answer = await customer.browser.send('POST', '/api/store/account/logout', body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const query of ['page=0', 'page=abc', 'page_size=51', 'page=1&page_size=-1']) {
      expect((await customer.browser.call('GET', `/api/store/orders?${query}`)).status).toBe(422);
    }
    expect(await tableSnapshot(ctx.db, tables)).toEqual(before);
  });
});
