/**
 * Customer accounts under `/api/store` (api/account.ts): register, verify, log in and out,
 * password reset, account info, the address book, the customer's orders and saved cards. Every
 * customer resource is read and changed through the session's customer id, so another customer's
 * id is "not found"; every state-changing request of a session needs its CSRF token.
 * The rules live in server/domain/accounts; this file is the HTTP around them.
 */
import { type Context, Hono } from 'hono';
import {
  ACCOUNT_LINK_PATHS,
  type AuthResponse,
  addressRequest,
  customerOrdersQuery,
  loginRequest,
  logoutRequest,
  passwordForgotRequest,
  passwordResetRequest,
  registerRequest,
  saveCardRequest,
  verifyRequest,
  type WireSavedAddress,
} from '../../api/account';
import { createPaymentCardSchema } from '../../lib/validation/index.ts';
import type { CustomerAddressRow } from '../db/schema';
import { storeSettings } from '../db/schema';
import type { Grant } from '../domain/accounts/accounts';
import {
  accountInfo,
  login,
  newVerificationToken,
  register,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
} from '../domain/accounts/accounts';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../domain/accounts/addresses';
import { deleteCard, listCards, saveCard, setDefaultCard, toWireSavedCard } from '../domain/accounts/cards';
import { notFound } from '../domain/accounts/errors';
import { type MailTheme, passwordResetMail, verificationMail } from '../domain/accounts/mail';
import { mailThemeOf } from '../domain/accounts/mailTheme';
import { listCustomerOrders } from '../domain/accounts/orders';
import { revokeSession } from '../domain/accounts/sessions';
import {
  clientAddress,
  linkOrigin,
  nowOf,
  requireCsrf,
  requireSession,
  sessionToken,
  withAccountErrors,
  writeSessionCookie,
} from '../http/customer';
import type { AppEnv } from '../http/env';
import { parseOr422, parseWireAddress, readJsonObject } from '../http/request';
import { toWireAddress } from '../wire/cart';
import { toWireOrder } from '../wire/orders';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

function toWireSavedAddress(row: CustomerAddressRow): WireSavedAddress {
  return { ...toWireAddress(row.address), id: row.id, is_default: row.isDefault };
}

/** The store's name and the active theme's colours, for mail. */
async function mailLook(c: Context<AppEnv>): Promise<{ storeName: string; theme: MailTheme }> {
  const db = c.get('ctx').db;
  const rows = await db.select().from(storeSettings);
  const store = rows.find((row) => row.key === 'store')?.value ?? {};
  const active = rows.find((row) => row.key === 'theme')?.value?.active;
  return {
    storeName: typeof store.name === 'string' && store.name ? store.name : 'Vitrine',
    theme: mailThemeOf(active),
  };
}

async function sendMail(
  c: Context<AppEnv>,
  kind: 'verify' | 'reset',
  to: string,
  token: string,
  locale: string | null | undefined,
): Promise<void> {
  const mailer = c.get('ctx').mailer;
  if (!mailer) return;
  const link = `${linkOrigin(c)}${ACCOUNT_LINK_PATHS[kind]}?token=${encodeURIComponent(token)}`;
  const look = await mailLook(c);
  const build = kind === 'verify' ? verificationMail : passwordResetMail;
  await mailer.send(build({ to, locale: locale ?? c.get('lang'), link, ...look }));
}

async function grantAnswer(c: Context<AppEnv>, grant: Grant, status: 200 | 201 = 200) {
  writeSessionCookie(c, grant.session);
  const data = await accountInfo(c.get('ctx').db, grant.customer.id, grant.session.csrfToken);
  const body: AuthResponse = {
    data,
    session: { token: grant.session.token, expires_at: grant.session.expiresAt.toISOString() },
  };
  noStore(c);
  return c.json(body, status);
}

/** A path id: digits within int4, else the resource is simply not found. */
function idParamOr404(value: string): number {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  if (id < 1 || id > 2_147_483_647) throw notFound('Resource');
  return id;
}

const cardFieldNames: Record<string, string> = { securityCode: 'security_code' };

export function createAccountRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // ── Session ───────────────────────────────────────────────────────────────

  app.post('/account/register', (c) =>
    withAccountErrors(c, async () => {
      const body = parseOr422(registerRequest, await readJsonObject(c));
      const now = nowOf(c);
      const grant = await register(
        c.get('ctx').db,
        {
          email: body.email,
          password: body.password,
          passwordConfirmation: body.password_confirmation,
          acceptsMarketing: body.accepts_marketing,
          locale: body.locale ?? c.get('lang'),
          previousSessionToken: sessionToken(c),
        },
        now,
      );
      await sendMail(c, 'verify', grant.customer.email, grant.verifyToken, grant.customer.locale);
      return grantAnswer(c, grant, 201);
    }),
  );

  app.post('/account/login', (c) =>
    withAccountErrors(c, async () => {
      const body = parseOr422(loginRequest, await readJsonObject(c));
      const grant = await login(
        c.get('ctx').db,
        {
          email: body.email,
          password: body.password,
          address: clientAddress(c),
          previousSessionToken: sessionToken(c),
        },
        nowOf(c),
      );
      return grantAnswer(c, grant);
    }),
  );

  app.post('/account/logout', (c) =>
    withAccountErrors(c, async () => {
      const body = await readJsonObject(c);
      parseOr422(logoutRequest, body);
      const session = await requireSession(c);
      requireCsrf(c, session, body);
      await revokeSession(c.get('ctx').db, session.id, nowOf(c));
      writeSessionCookie(c, null);
      noStore(c);
      return c.json({ message: 'You have been logged out.' });
    }),
  );

  app.post('/account/verify', (c) =>
    withAccountErrors(c, async () => {
      const body = parseOr422(verifyRequest, await readJsonObject(c));
      const customer = await verifyEmail(c.get('ctx').db, body.token, nowOf(c));
      noStore(c);
      return c.json({ data: { email: customer.email, email_verified: true as const } });
    }),
  );

  app.post('/account/verification', (c) =>
    withAccountErrors(c, async () => {
      const body = await readJsonObject(c);
      const session = await requireSession(c);
      requireCsrf(c, session, body);
      const locale = typeof body.locale === 'string' ? body.locale : undefined;
      const issued = await newVerificationToken(
        c.get('ctx').db,
        session.customerId,
        nowOf(c),
        clientAddress(c),
      );
      if (issued)
        await sendMail(c, 'verify', issued.customer.email, issued.token, locale ?? issued.customer.locale);
      noStore(c);
      return c.json(
        { message: issued ? 'We sent you a new verification link.' : 'Your email is already verified.' },
        issued ? 202 : 200,
      );
    }),
  );

  app.post('/account/password/forgot', (c) =>
    withAccountErrors(c, async () => {
      const body = parseOr422(passwordForgotRequest, await readJsonObject(c));
      const issued = await requestPasswordReset(c.get('ctx').db, body.email, nowOf(c), clientAddress(c));
      if (issued)
        await sendMail(
          c,
          'reset',
          issued.customer.email,
          issued.token,
          body.locale ?? issued.customer.locale,
        );
      noStore(c);
      return c.json(
        { message: 'If an account exists for this email, we sent a link to reset the password.' },
        202,
      );
    }),
  );

  app.post('/account/password/reset', (c) =>
    withAccountErrors(c, async () => {
      const body = parseOr422(passwordResetRequest, await readJsonObject(c));
      const grant = await resetPassword(
        c.get('ctx').db,
        { token: body.token, password: body.password, passwordConfirmation: body.password_confirmation },
        nowOf(c),
      );
      return grantAnswer(c, grant);
    }),
  );

  app.get('/account/info', (c) =>
    withAccountErrors(c, async () => {
      const session = await requireSession(c);
      noStore(c);
      return c.json({ data: await accountInfo(c.get('ctx').db, session.customerId, session.csrfToken) });
    }),
  );

  // ── Address book ──────────────────────────────────────────────────────────

  app.get('/addresses', (c) =>
    withAccountErrors(c, async () => {
      const session = await requireSession(c);
      const rows = await listAddresses(c.get('ctx').db, session.customerId);
      noStore(c);
      return c.json({ data: rows.map(toWireSavedAddress) });
    }),
  );

  app.get('/addresses/:id', (c) =>
    withAccountErrors(c, async () => {
      const session = await requireSession(c);
      const id = idParamOr404(c.req.param('id'));
      const row = await getAddress(c.get('ctx').db, session.customerId, id);
      noStore(c);
      return c.json({ data: toWireSavedAddress(row) });
    }),
  );

  app.post('/addresses', (c) =>
    withAccountErrors(c, async () => {
      const raw = await readJsonObject(c);
      const session = await requireSession(c);
      requireCsrf(c, session, raw);
      const body = parseOr422(addressRequest, raw);
      const address = parseWireAddress(body);
      const row = await createAddress(c.get('ctx').db, session.customerId, address, {
        makeDefault: body.default,
        now: nowOf(c),
      });
      noStore(c);
      return c.json({ data: toWireSavedAddress(row!) }, 201);
    }),
  );

  app.put('/addresses/:id', (c) =>
    withAccountErrors(c, async () => {
      const raw = await readJsonObject(c);
      const session = await requireSession(c);
      requireCsrf(c, session, raw);
      const id = idParamOr404(c.req.param('id'));
      const body = parseOr422(addressRequest, raw);
      const address = parseWireAddress(body);
      const row = await updateAddress(c.get('ctx').db, session.customerId, id, address, {
        makeDefault: body.default,
        now: nowOf(c),
      });
      noStore(c);
      return c.json({ data: toWireSavedAddress(row) });
    }),
  );

  app.delete('/addresses/:id', (c) =>
    withAccountErrors(c, async () => {
      const raw = await readJsonObject(c);
      const session = await requireSession(c);
      requireCsrf(c, session, raw);
      await deleteAddress(c.get('ctx').db, session.customerId, idParamOr404(c.req.param('id')));
      noStore(c);
      return c.json({ message: 'The address was deleted.' });
    }),
  );

  app.post('/addresses/:id/default', (c) =>
    withAccountErrors(c, async () => {
      const raw = await readJsonObject(c);
      const session = await requireSession(c);
      requireCsrf(c, session, raw);
      const row = await setDefaultAddress(
        c.get('ctx').db,
        session.customerId,
        idParamOr404(c.req.param('id')),
      );
      noStore(c);
      return c.json({ data: toWireSavedAddress(row) });
    }),
  );

  // ── Orders ────────────────────────────────────────────────────────────────

  const orderList = (onlyClaimed: boolean) => (c: Context<AppEnv>) =>
    withAccountErrors(c, async () => {
      const session = await requireSession(c);
      const query = parseOr422(customerOrdersQuery, c.req.query());
      const page = await listCustomerOrders(c.get('ctx').db, session.customerId, {
        page: query.page,
        pageSize: query.page_size,
        onlyClaimed,
      });
      noStore(c);
      return c.json({
        data: page.orders.map(toWireOrder),
        meta: {
          total: page.total,
          current_page: query.page,
          last_page: Math.max(1, Math.ceil(page.total / query.page_size)),
          page_size: query.page_size,
        },
      });
    });
  app.get('/orders', orderList(false));
  app.get('/orders-old', orderList(true));

  // ── Payment methods ───────────────────────────────────────────────────────

  app.get('/payment-methods', (c) =>
    withAccountErrors(c, async () => {
      const session = await requireSession(c);
      const rows = await listCards(c.get('ctx').db, session.customerId);
      const now = nowOf(c);
      noStore(c);
      return c.json({ data: rows.map((row) => toWireSavedCard(row, now)) });
    }),
  );

  app.post('/payment-methods', (c) =>
    withAccountErrors(c, async () => {
      const raw = await readJsonObject(c);
      const session = await requireSession(c);
      requireCsrf(c, session, raw);
      const body = parseOr422(saveCardRequest, raw);
      const now = nowOf(c);
      const card = body.card;
      const parsed = parseOr422(
        createPaymentCardSchema({ now: () => now }),
        { number: card.number, name: card.name, expiry: card.expiry, securityCode: card.security_code },
        (field) => `card.${cardFieldNames[field] ?? field}`,
      );
      const row = await saveCard(c.get('ctx').db, session.customerId, parsed, {
        makeDefault: body.default,
        now,
      });
      noStore(c);
      return c.json({ data: toWireSavedCard(row!, now) }, 201);
    }),
  );

  app.delete('/payment-methods/:id', (c) =>
    withAccountErrors(c, async () => {
      const raw = await readJsonObject(c);
      const session = await requireSession(c);
      requireCsrf(c, session, raw);
      await deleteCard(c.get('ctx').db, session.customerId, idParamOr404(c.req.param('id')));
      noStore(c);
      return c.json({ message: 'The payment method was deleted.' });
    }),
  );

  app.post('/payment-methods/:id/default', (c) =>
    withAccountErrors(c, async () => {
      const raw = await readJsonObject(c);
      const session = await requireSession(c);
      requireCsrf(c, session, raw);
      const row = await setDefaultCard(c.get('ctx').db, session.customerId, idParamOr404(c.req.param('id')));
      noStore(c);
      return c.json({ data: toWireSavedCard(row, nowOf(c)) });
    }),
  );

  return app;
}
