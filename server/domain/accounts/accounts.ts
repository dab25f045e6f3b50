/**
 * Accounts: register, log in, verify the email, reset the password, the account's info. An
 * account is a `customers` row with a password; a guest's row (made by a checkout) becomes an
 * account when that email registers. Nothing here knows HTTP: refusals are AccountErrors.
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AccountInfo } from '../../../api/account';
import { emailTakenMessage } from '../../../lib/validation/account.ts';
import { emailSchema } from '../../../lib/validation/contact.ts';
import type { Db } from '../../db/client';
import { customerAddresses, customers, orders } from '../../db/schema';
import { earnSignupPoints } from '../rewards/rewards';
import { AccountError, accountError, invalidField, invalidFields } from './errors';
import { consumeMailToken, issueMailToken, peekMailToken } from './mailTokens';
import { decoyHash, hashPassword, passwordProblems, verifyPassword } from './password';
import { createSession, type NewSession, revokeCustomerSessions, revokeSessionToken } from './sessions';
import {
  accountKey,
  addressKey,
  assertAllowed,
  clearAttempts,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  MAIL_PER_ACCOUNT,
  MAIL_PER_ADDRESS,
  recordAttempt,
} from './throttle';

type CustomerRow = typeof customers.$inferSelect;

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
const TOO_MANY_LOGINS = 'Too many log-in attempts. Please try again later.';
const linkExpired = { id: 'account.error.linkExpired' };

/** A valid email, lower-cased, or `invalid` on `email`. */
function parseEmail(value: string): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) {
    throw invalidField('email', parsed.error.issues[0]?.message ?? 'validation.email.invalid');
  }
  return parsed.data.toLowerCase();
}

function checkNewPassword(password: string, confirmation: string, email: string): void {
  const fields: Record<string, string[]> = {};
  const problems = passwordProblems(password, email);
  if (problems.length > 0) fields.password = problems;
  if (confirmation === '') {
    fields.password_confirmation = ['validation.passwordConfirmation.required'];
  } else if (confirmation !== password) {
    fields.password_confirmation = ['validation.passwordConfirmation.mismatch'];
  }
  const refusal = invalidFields(fields);
  if (refusal) throw refusal;
}

export interface Grant {
  customer: CustomerRow;
  session: NewSession;
}

export interface RegisterInput {
  email: string;
  password: string;
  passwordConfirmation: string;
  acceptsMarketing?: boolean;
  locale?: string;
  /** The browser's current session cookie, revoked (a new session replaces it). */
  previousSessionToken?: string;
}

/** Creates the account (or turns the email's guest row into one) and logs it in. */
export async function register(
  db: Db,
  input: RegisterInput,
  now: Date,
): Promise<Grant & { verifyToken: string }> {
  const email = parseEmail(input.email);
  checkNewPassword(input.password, input.passwordConfirmation, email);
  const passwordHash = await hashPassword(input.password);
  const values = {
    email,
    passwordHash,
    registeredAt: now,
    locale: input.locale ?? null,
    acceptsMarketing: input.acceptsMarketing ?? false,
  };
  // One statement: a guest row is taken over, an account row is left alone (and reported taken).
  const [customer] = await db
    .insert(customers)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: customers.email,
      set: values,
      setWhere: isNull(customers.passwordHash),
    })
    .returning();
  if (!customer) {
    throw invalidField('email', emailTakenMessage);
  }
  if (input.previousSessionToken) await revokeSessionToken(db, input.previousSessionToken, now);
  await earnSignupPoints(db, customer.id);
  const session = await createSession(db, customer.id, now);
  const verifyToken = await issueMailToken(db, customer.id, 'verify_email', now);
  return { customer, session, verifyToken };
}

export interface LoginInput {
  email: string;
  password: string;
  /** The client's address, for the per-address limit (undefined: not counted by address). */
  address?: string;
  previousSessionToken?: string;
}

/**
 * Logs in. Any mismatch — unknown email, guest row, wrong password — is the same
 * `bad_credentials` after the same scrypt work; too many failures per account or per address are
 * refused before the password is even checked.
 */
export async function login(db: Db, input: LoginInput, now: Date): Promise<Grant> {
  const fields: Record<string, string[]> = {};
  if (input.email.trim() === '') fields.email = ['validation.email.required'];
  if (input.password === '') fields.password = ['validation.password.required'];
  const refusal = invalidFields(fields);
  if (refusal) throw refusal;

  const email = input.email.trim().toLowerCase().slice(0, 254);
  const account = accountKey(email);
  const address = input.address === undefined ? undefined : addressKey(input.address);
  await assertAllowed(
    db,
    [
      [LOGIN_PER_ACCOUNT, account],
      [LOGIN_PER_ADDRESS, address],
    ],
    now,
    TOO_MANY_LOGINS,
  );
  const [customer] = await db.select().from(customers).where(eq(customers.email, email));
  const password = input.password.slice(0, 1024);
  const matches = customer?.passwordHash
    ? await verifyPassword(password, customer.passwordHash)
    : (await verifyPassword(password, await decoyHash())) && false;
  if (!customer || !matches) {
    await recordAttempt(db, 'login', [account, address], now);
    throw accountError('bad_credentials', BAD_CREDENTIALS, { id: 'account.error.credentials' });
  }
  await clearAttempts(db, 'login', account);
  if (input.previousSessionToken) await revokeSessionToken(db, input.previousSessionToken, now);
  const session = await createSession(db, customer.id, now);
  if (customer.emailVerifiedAt) await claimGuestOrders(db, customer, now);
  return { customer, session };
}

/**
 * Guest orders placed with the account's (verified) email become the account's: they show in
 * its order history, and `/orders-old` lists them.
 */
export async function claimGuestOrders(db: Db, customer: CustomerRow, now: Date): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ ownerId: customer.id, claimedAt: now })
    .where(and(isNull(orders.ownerId), sql`lower(${orders.email}) = ${customer.email.toLowerCase()}`))
    .returning({ id: orders.id });
  return claimed.length;
}

/** Uses a verification token: the email is verified and its guest orders join the account. */
export async function verifyEmail(db: Db, token: string, now: Date): Promise<CustomerRow> {
  const customerId = await consumeMailToken(db, token, 'verify_email', now);
  const [customer] = await db
    .update(customers)
    .set({ emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(customers.id, customerId))
    .returning();
  if (!customer)
    throw accountError('token_invalid', 'This verification link is no longer valid.', linkExpired);
  await claimGuestOrders(db, customer, now);
  return customer;
}

const TOO_MANY_MAILS = 'Too many emails requested. Please try again later.';

/** A fresh verification token for a logged-in, unverified customer (null when already verified). */
export async function newVerificationToken(
  db: Db,
  customerId: number,
  now: Date,
  address?: string,
): Promise<{ customer: CustomerRow; token: string } | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer || customer.emailVerifiedAt) return null;
  const keys = [accountKey(customer.email), address === undefined ? undefined : addressKey(address)];
  await assertAllowed(
    db,
    [
      [MAIL_PER_ACCOUNT, keys[0]],
      [MAIL_PER_ADDRESS, keys[1]],
    ],
    now,
    TOO_MANY_MAILS,
  );
  await recordAttempt(db, 'mail', keys, now);
  return { customer, token: await issueMailToken(db, customer.id, 'verify_email', now) };
}

/**
 * A reset token for the email's account, or null — no account, or the account's or address's
 * mail budget is used up. The caller answers the same in every case.
 */
export async function requestPasswordReset(
  db: Db,
  rawEmail: string,
  now: Date,
  address?: string,
): Promise<{ customer: CustomerRow; token: string } | null> {
  const email = parseEmail(rawEmail);
  const keys = [accountKey(email), address === undefined ? undefined : addressKey(address)];
  try {
    await assertAllowed(
      db,
      [
        [MAIL_PER_ACCOUNT, keys[0]],
        [MAIL_PER_ADDRESS, keys[1]],
      ],
      now,
      TOO_MANY_MAILS,
    );
  } catch (error) {
    if (error instanceof AccountError && error.code === 'too_many_attempts') return null;
    throw error;
  }
  await recordAttempt(db, 'mail', keys, now);
  const [customer] = await db.select().from(customers).where(eq(customers.email, email));
  if (!customer?.passwordHash) return null;
  return { customer, token: await issueMailToken(db, customer.id, 'reset_password', now) };
}

export interface ResetInput {
  token: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * Sets a new password with a reset token (checked against the policy before the token is used),
 * revokes every session of the account and logs it in with a new one. Opening the link proves
 * the mailbox, so the email counts as verified too.
 */
export async function resetPassword(db: Db, input: ResetInput, now: Date): Promise<Grant> {
  const customerId = await peekMailToken(db, input.token, 'reset_password', now);
  const [before] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!before) throw accountError('token_invalid', 'This reset link is no longer valid.', linkExpired);
  checkNewPassword(input.password, input.passwordConfirmation, before.email);
  await consumeMailToken(db, input.token, 'reset_password', now);
  const passwordHash = await hashPassword(input.password);
  const [customer] = await db
    .update(customers)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(customers.id, customerId))
    .returning();
  await revokeCustomerSessions(db, customerId, now);
  await clearAttempts(db, 'login', accountKey(before.email));
  const session = await createSession(db, customerId, now);
  await claimGuestOrders(db, customer!, now);
  return { customer: customer!, session };
}

/** The account as `GET /account/info` shows it, with this session's CSRF token. */
export async function accountInfo(db: Db, customerId: number, csrfToken: string): Promise<AccountInfo> {
  const [[customer], [book], [fallback]] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, customerId)),
    db.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId)),
    db
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true))),
  ]);
  if (!customer)
    throw accountError('unauthenticated', 'Unauthenticated.', { id: 'account.error.unauthenticated' });
  return {
    id: customer.id,
    email: customer.email,
    address_book_count: book?.n ?? 0,
    email_verified: customer.emailVerifiedAt !== null,
    csrf_token: csrfToken,
    default_address_id: fallback?.id ?? null,
    accepts_marketing: customer.acceptsMarketing,
    created_at: (customer.registeredAt ?? customer.createdAt).toISOString(),
  };
}
