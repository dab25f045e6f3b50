/** Random tokens and their stored form: the database keeps only a token's SHA-256. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as 43 base64url characters. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token: SHA-256, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Constant-time string equality (false for different lengths). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
