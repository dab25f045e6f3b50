/**
 * Server-side sessions: a random token in the `vitrine_session` cookie, its SHA-256 in
 * `customer_sessions` with the session's CSRF token. A session ends 30 days after log-in, at
 * log-out, at a newer log-in from the same browser, or when the password is reset.
 */
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { SESSION_TTL_SECONDS } from '../../../api/session';
import type { Db } from '../../db/client';
import { type CustomerSessionRow, customerSessions, customers, customerTokens } from '../../db/schema';
import { hashToken, randomToken } from './secrets';

export const SESSION_TTL_MS = SESSION_TTL_SECONDS * 1000;
/** `last_seen_at` is written at most this often (not on every request). */
const touchEveryMs = 5 * 60_000;

export interface NewSession {
  id: number;
  token: string;
  expiresAt: Date;
  csrfToken: string;
}

export async function createSession(db: Db, customerId: number, now: Date): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(customerSessions)
    .values({
      customerId,
      tokenHash: hashToken(token),
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: customerSessions.id });
  return { id: row!.id, token, expiresAt, csrfToken };
}

export type LiveSession = CustomerSessionRow & { email: string };

/** The live session of a cookie value, or null (unknown, revoked, expired, not an account). */
export async function findSession(db: Db, token: string, now: Date): Promise<LiveSession | null> {
  const [row] = await db
    .select({ session: customerSessions, email: customers.email, passwordHash: customers.passwordHash })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, hashToken(token)),
        isNull(customerSessions.revokedAt),
        gt(customerSessions.expiresAt, now),
      ),
    );
  if (!row || row.passwordHash === null) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(customerSessions).set({ lastSeenAt: now }).where(eq(customerSessions.id, row.session.id));
  }
  return { ...row.session, email: row.email };
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
}

/** Revokes a cookie's session, whoever's it is (log-in rotates the browser's earlier session). */
export async function revokeSessionToken(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.tokenHash, hashToken(token)), isNull(customerSessions.revokedAt)));
}

/** Revokes every session of a customer but `exceptId` (a password reset). */
export async function revokeCustomerSessions(
  db: Db,
  customerId: number,
  now: Date,
  exceptId?: number,
): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(customerSessions.customerId, customerId),
        isNull(customerSessions.revokedAt),
        exceptId === undefined ? undefined : ne(customerSessions.id, exceptId),
      ),
    );
}

/**
 * Deletes what can no longer be used: sessions ended (expired or revoked) over a day ago and mailed
 * tokens past their expiry by as much. Returns how many rows went.
 */
export async function pruneEndedSessions(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const sessions = await db
    .delete(customerSessions)
    .where(or(lt(customerSessions.expiresAt, dayAgo), lt(customerSessions.revokedAt, dayAgo)))
    .returning({ id: customerSessions.id });
  const tokens = await db
    .delete(customerTokens)
    .where(lt(customerTokens.expiresAt, dayAgo))
    .returning({ id: customerTokens.id });
  return sessions.length + tokens.length;
}

/** Runs {@link pruneEndedSessions} every `intervalMs` (default one hour); the timer does not keep the process alive. */
export function startSessionPruner(db: Db, intervalMs = 60 * 60_000): () => void {
  const timer = setInterval(() => {
    pruneEndedSessions(db, new Date()).catch((error) => console.error('[accounts] pruning failed:', error));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
