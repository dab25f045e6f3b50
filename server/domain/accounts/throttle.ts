/**
 * Attempt limits for log-ins and account mail, counted in the database (`auth_attempts`) so every
 * instance sees the same counts: by account (`account:<email>`) and by client address
 * (`address:<ip>`). A sliding window: the attempts of the last `windowMs` count.
 *
 * - Failed log-ins: 5 per account and 20 per address in 15 minutes; then every log-in of that
 *   account (right password too) or from that address is refused until the oldest counted attempt
 *   leaves the window. A successful log-in clears the account's count.
 * - Reset and verification mails: 3 per account and 10 per address in an hour.
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAttempts } from '../../db/schema';
import { accountError } from './errors';

export interface ThrottleRule {
  /** What is counted: log-ins, account mail, contact messages, newsletter sign-ups. */
  kind: 'login' | 'mail' | 'contact' | 'subscribe';
  limit: number;
  windowMs: number;
}

export const LOGIN_PER_ACCOUNT: ThrottleRule = { kind: 'login', limit: 5, windowMs: 15 * 60_000 };
export const LOGIN_PER_ADDRESS: ThrottleRule = { kind: 'login', limit: 20, windowMs: 15 * 60_000 };
export const MAIL_PER_ACCOUNT: ThrottleRule = { kind: 'mail', limit: 3, windowMs: 60 * 60_000 };
export const MAIL_PER_ADDRESS: ThrottleRule = { kind: 'mail', limit: 10, windowMs: 60 * 60_000 };

const longestWindowMs = 60 * 60_000;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

/** Seconds until `key` may try again under `rule`, or 0 when it may now. */
export async function retryAfter(db: Db, rule: ThrottleRule, key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const rows = await db
    .select({ at: authAttempts.createdAt })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.kind, rule.kind), eq(authAttempts.key, key), gt(authAttempts.createdAt, since)),
    )
    .orderBy(sql`${authAttempts.createdAt} desc`)
    .limit(rule.limit);
  if (rows.length < rule.limit) return 0;
  const oldestCounted = rows[rows.length - 1]!.at.getTime();
  return Math.max(1, Math.ceil((oldestCounted + rule.windowMs - now.getTime()) / 1000));
}

/**
 * Refuses with `too_many_attempts` when any `[rule, key]` pair is used up (keys may be undefined:
 * an in-process request with no client address).
 */
export async function assertAllowed(
  db: Db,
  checks: readonly (readonly [ThrottleRule, string | undefined])[],
  now: Date,
  message: string,
): Promise<void> {
  for (const [rule, key] of checks) {
    if (key === undefined) continue;
    const seconds = await retryAfter(db, rule, key, now);
    if (seconds > 0) {
      throw accountError(
        'too_many_attempts',
        message,
        { id: 'account.error.tooManyAttempts' },
        { retryAfterSeconds: seconds },
      );
    }
  }
}

/** Counts one attempt for each key, and forgets attempts older than the longest window. */
export async function recordAttempt(
  db: Db,
  kind: ThrottleRule['kind'],
  keys: readonly (string | undefined)[],
  now: Date,
): Promise<void> {
  const present = keys.filter((key): key is string => key !== undefined);
  if (present.length === 0) return;
  await db.insert(authAttempts).values(present.map((key) => ({ kind, key, createdAt: now })));
  await db
    .delete(authAttempts)
    .where(
      and(
        inArray(authAttempts.key, present),
        lt(authAttempts.createdAt, new Date(now.getTime() - longestWindowMs)),
      ),
    );
}

/** Forgets a key's attempts of one kind (a successful log-in clears the account's failures). */
export async function clearAttempts(db: Db, kind: ThrottleRule['kind'], key: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.key, key)));
}
