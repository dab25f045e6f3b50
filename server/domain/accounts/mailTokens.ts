/**
 * Single-use links mailed to a customer (email verification, password reset): a random token in
 * the link, its SHA-256 in `customer_tokens`; valid 20 minutes; a newer token of the same purpose
 * voids the older ones; using one is a single guarded UPDATE, so two clicks cannot both pass.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CustomerTokenPurpose, customerTokens } from '../../db/schema';
import { AccountError } from './errors';
import { hashToken, randomToken } from './secrets';

/** Verification and reset links are valid 20 minutes. */
export const MAIL_TOKEN_TTL_MS = 20 * 60_000;

const linkExpired = { id: 'account.error.linkExpired' };

const invalid = (purpose: CustomerTokenPurpose) =>
  new AccountError(
    'token_invalid',
    purpose === 'verify_email'
      ? 'This verification link has expired or was already used. Ask for a new one.'
      : 'This reset link has expired or was already used. Ask for a new one.',
    {
      fields: { token: ['The link has expired or was already used.'] },
      refs: { message: linkExpired, fields: { token: [linkExpired] } },
    },
  );

export async function issueMailToken(
  db: Db,
  customerId: number,
  purpose: CustomerTokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
      ),
    );
  await db.insert(customerTokens).values({
    customerId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + MAIL_TOKEN_TTL_MS),
  });
  return token;
}

const liveToken = (token: string, purpose: CustomerTokenPurpose, now: Date) =>
  and(
    eq(customerTokens.tokenHash, hashToken(token)),
    eq(customerTokens.purpose, purpose),
    isNull(customerTokens.usedAt),
    gt(customerTokens.expiresAt, now),
  );

/** The customer of a live token, without using it (a reset checks the new password first). */
export async function peekMailToken(
  db: Db,
  token: string,
  purpose: CustomerTokenPurpose,
  now: Date,
): Promise<number> {
  if (token.length > 200) throw invalid(purpose);
  const [row] = await db
    .select({ customerId: customerTokens.customerId })
    .from(customerTokens)
    .where(liveToken(token, purpose, now));
  if (!row) throw invalid(purpose);
  return row.customerId;
}

/** Uses a token once: its customer, or `token_invalid` (unknown, used, voided, expired). */
export async function consumeMailToken(
  db: Db,
  token: string,
  purpose: CustomerTokenPurpose,
  now: Date,
): Promise<number> {
  if (token.length > 200) throw invalid(purpose);
  const [row] = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(liveToken(token, purpose, now))
    .returning({ customerId: customerTokens.customerId });
  if (!row) throw invalid(purpose);
  return row.customerId;
}
