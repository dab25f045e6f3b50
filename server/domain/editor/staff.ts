/**
 * Merchant staff: accounts separate from customers, with the customers' pieces reused — scrypt
 * passwords and their policy (accounts/password.ts), random tokens stored as SHA-256
 * (accounts/secrets.ts), the database-counted attempt limits (accounts/throttle.ts) and the
 * accounts' coded refusals (accounts/errors.ts, mapped to 401/419/422/429 by server/http/customer.ts).
 *
 * - A session is a random token in the `vitrine_staff` cookie and its CSRF token; it lasts 12
 *   hours from sign-in and ends at sign-out.
 * - Failed sign-ins: 5 per account and 20 per address in 15 minutes, then every sign-in of that
 *   account or from that address is refused until the oldest counted attempt leaves the window.
 * - The first account is made from the command line (`npm run staff:create`) or through a
 *   one-time link printed at start while there is none; a link is valid 24 hours and used once.
 */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffSessions, staffSetupTokens, staffUsers } from '../../db/schema';
import { AccountError } from '../accounts/errors';
import { decoyHash, hashPassword, passwordProblems, verifyPassword } from '../accounts/password';
import { hashToken, randomToken } from '../accounts/secrets';
import {
  assertAllowed,
  clearAttempts,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  recordAttempt,
} from '../accounts/throttle';

export const STAFF_SESSION_TTL_MS = 12 * 60 * 60_000;
export const SETUP_LINK_TTL_MS = 24 * 60 * 60_000;
const BAD_CREDENTIALS = 'These credentials do not match our records.';
const TOO_MANY = 'Too many sign-in attempts. Please try again later.';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface StaffSession {
  id: number;
  staffId: number;
  email: string;
  csrfToken: string;
}

export interface StaffGrant {
  token: string;
  csrfToken: string;
  expiresAt: Date;
  staff: { id: number; email: string };
}

// Throttle keys of their own: a shopper's failed log-ins never lock the merchant out, nor the reverse.
const staffKey = (email: string) => `staff:${email}`;
const staffAddressKey = (address: string) => `staff-address:${address}`;

async function newSession(db: Db, staff: { id: number; email: string }, now: Date): Promise<StaffGrant> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
  await db
    .insert(staffSessions)
    .values({ staffId: staff.id, tokenHash: hashToken(token), csrfToken, createdAt: now, expiresAt });
  return { token, csrfToken, expiresAt, staff };
}

function checkNewAccount(email: string, password: string): string {
  const normal = email.trim().toLowerCase();
  const fields: Record<string, string[]> = {};
  if (!emailPattern.test(normal) || normal.length > 254) fields.email = ['Enter a valid email address.'];
  const problems = passwordProblems(password, normal);
  if (problems.length > 0) fields.password = [passwordMessage(problems[0]!)];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new AccountError('invalid', first, { fields });
  return normal;
}

const passwordMessages: Record<string, string> = {
  'validation.password.required': 'Enter a password.',
  'validation.password.tooShort': 'The password must be at least 8 characters.',
  'validation.password.tooLong': 'The password may be at most 128 characters.',
};
const passwordMessage = (id: string) =>
  passwordMessages[id] ?? 'Choose a less common password that is not your email address.';

/** Creates a staff account (the command line, or a setup link). */
export async function createStaff(
  db: Db,
  email: string,
  password: string,
): Promise<{ id: number; email: string }> {
  const normal = checkNewAccount(email, password);
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${normal}`);
  if (existing)
    throw new AccountError('invalid', 'A staff account with this email exists.', {
      fields: { email: ['A staff account with this email exists.'] },
    });
  const [row] = await db
    .insert(staffUsers)
    .values({ email: normal, passwordHash: await hashPassword(password) })
    .returning({ id: staffUsers.id, email: staffUsers.email });
  return row!;
}

export async function staffCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return Number(row?.n ?? 0);
}

/** A new one-time link token for creating a staff account. */
export async function newSetupToken(db: Db, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(staffSetupTokens).values({
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SETUP_LINK_TTL_MS),
  });
  return token;
}

/** Uses a setup link: makes the account and signs it in. An unknown, used or old link is refused. */
export async function redeemSetupToken(
  db: Db,
  input: { token: string; email: string; password: string },
  now: Date,
): Promise<StaffGrant> {
  const normal = checkNewAccount(input.email, input.password);
  const [used] = await db
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffSetupTokens.tokenHash, hashToken(input.token)),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, now),
      ),
    )
    .returning({ id: staffSetupTokens.id });
  if (!used) throw new AccountError('token_invalid', 'This link is invalid or has expired.');
  const staff = await createStaff(db, normal, input.password);
  return newSession(db, staff, now);
}

export async function signIn(
  db: Db,
  input: { email: string; password: string; address?: string | undefined },
  now: Date,
): Promise<StaffGrant> {
  const fields: Record<string, string[]> = {};
  if (input.email.trim() === '') fields.email = ['Enter your email address.'];
  if (input.password === '') fields.password = ['Enter your password.'];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new AccountError('invalid', first, { fields });
  const email = input.email.trim().toLowerCase().slice(0, 254);
  const account = staffKey(email);
  const address = input.address === undefined ? undefined : staffAddressKey(input.address);
  await assertAllowed(
    db,
    [
      [LOGIN_PER_ACCOUNT, account],
      [LOGIN_PER_ADDRESS, address],
    ],
    now,
    TOO_MANY,
  );
  const [staff] = await db.select().from(staffUsers).where(sql`lower(${staffUsers.email}) = ${email}`);
  const password = input.password.slice(0, 1024);
  const matches = staff?.passwordHash
    ? await verifyPassword(password, staff.passwordHash)
    : (await verifyPassword(password, await decoyHash())) && false;
  if (!staff || !matches) {
    await recordAttempt(db, 'login', [account, address], now);
    throw new AccountError('bad_credentials', BAD_CREDENTIALS);
  }
  await clearAttempts(db, 'login', account);
  return newSession(db, { id: staff.id, email: staff.email }, now);
}

/** The live session of a cookie value, or null. */
export async function findStaffSession(db: Db, token: string, now: Date): Promise<StaffSession | null> {
  const [row] = await db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      csrfToken: staffSessions.csrfToken,
      email: staffUsers.email,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function signOut(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}
