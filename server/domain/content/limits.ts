/**
 * Limits on the contact form and newsletter sign-ups, so neither can be used to flood the
 * merchant's inbox or mail strangers. Counted with the accounts' attempt throttle (the
 * `auth_attempts` table, shared by every instance), per client address and per email:
 *
 * - contact messages: 5 per address and 3 per email in an hour;
 * - newsletter sign-ups: 10 per address and 3 per email in an hour.
 *
 * Every accepted post counts (a valid one; a post refused for its fields counts nothing). Once a
 * key has used its posts, the next is refused until the oldest counted one leaves the hour.
 */
import type { Db } from '../../db/client';
import { AccountError } from '../accounts/errors';
import {
  accountKey,
  addressKey,
  assertAllowed,
  recordAttempt,
  type ThrottleRule,
} from '../accounts/throttle';
import type { MessageRef } from '../errors';

const hour = 60 * 60_000;
export const CONTACT_PER_ADDRESS: ThrottleRule = { kind: 'contact', limit: 5, windowMs: hour };
export const CONTACT_PER_EMAIL: ThrottleRule = { kind: 'contact', limit: 3, windowMs: hour };
export const SUBSCRIBE_PER_ADDRESS: ThrottleRule = { kind: 'subscribe', limit: 10, windowMs: hour };
export const SUBSCRIBE_PER_EMAIL: ThrottleRule = { kind: 'subscribe', limit: 3, windowMs: hour };

const rules = {
  contact: {
    perAddress: CONTACT_PER_ADDRESS,
    perEmail: CONTACT_PER_EMAIL,
    message: 'You have sent several messages in a short time. Please try again later.',
    messageId: 'contact.tooManyRequests',
  },
  subscribe: {
    perAddress: SUBSCRIBE_PER_ADDRESS,
    perEmail: SUBSCRIBE_PER_EMAIL,
    message: 'Too many sign-up attempts. Please try again later.',
    messageId: 'newsletter.tooManyRequests',
  },
} as const;

/** A post refused by these limits: its English message, its pack message, when to try again. */
export class TooManyPosts extends Error {
  readonly ref: MessageRef;
  readonly retryAfterSeconds: number;
  constructor(kind: keyof typeof rules, retryAfterSeconds: number) {
    super(rules[kind].message);
    this.name = 'TooManyPosts';
    this.ref = { id: rules[kind].messageId };
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Refuses (TooManyPosts) when the address or the email has used its posts of this kind, else
 * counts this one. `address` is undefined for an in-process call without a shopper's address.
 */
export async function countPost(
  db: Db,
  kind: keyof typeof rules,
  address: string | undefined,
  email: string,
  now: Date,
): Promise<void> {
  const rule = rules[kind];
  const keys = [address === undefined ? undefined : addressKey(address), accountKey(email)] as const;
  try {
    await assertAllowed(
      db,
      [
        [rule.perAddress, keys[0]],
        [rule.perEmail, keys[1]],
      ],
      now,
      rule.message,
    );
  } catch (error) {
    if (error instanceof AccountError && error.retryAfterSeconds !== undefined)
      throw new TooManyPosts(kind, error.retryAfterSeconds);
    throw error;
  }
  await recordAttempt(db, kind, keys, now);
}
