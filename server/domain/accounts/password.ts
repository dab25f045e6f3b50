/**
 * Passwords: scrypt (memory-hard, Node's crypto), a 16-byte random salt per password, compared in
 * constant time. Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later and old
 * hashes still verify.
 *
 * Policy (lib/validation/account.ts, the register form uses it too): 8–128 characters, not the
 * email address (any case), not one of the most common passwords. The texts are message ids of
 * locales/en-US.json.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { passwordLength, passwordPolicyProblem } from '../../../lib/validation/account.ts';

/** N = 2^15, r = 8, p = 1: 32 MiB and about 50 ms per hash on a laptop core. */
const cost = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: log-ins of unknown emails verify against it, so they take as long. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
};

/** The policy's message ids for this password (empty when it passes). */
export function passwordProblems(password: string, email: string): string[] {
  if (password === '') return ['validation.password.required'];
  if (password.length < passwordLength.min) return ['validation.password.tooShort'];
  if (password.length > passwordLength.max) return ['validation.password.tooLong'];
  const policy = passwordPolicyProblem(password, email);
  return policy ? [policy] : [];
}
