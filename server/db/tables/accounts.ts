/**
 * Customer accounts: sessions, single-use mail tokens, the address book, saved cards and the
 * counters of failed log-ins and mail requests. An account is a `customers` row with a password
 * (server/db/tables/commerce.ts).
 *
 * Secrets are never stored as given: session and mail tokens as their SHA-256, passwords as scrypt
 * hashes, cards as the test gateway's token (brand, last four and expiry beside it, never the
 * number).
 */

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers, type StoredAddress } from './commerce';

export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the `vitrine_session` cookie value. */
    tokenHash: text('token_hash').notNull(),
    /** The CSRF token of this session (the `_token` form field). */
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Log-out, a newer log-in from the same browser, or a password reset. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_key').on(t.tokenHash),
    index('customer_sessions_customer_idx').on(t.customerId),
  ],
);

export const customerTokenPurposes = ['verify_email', 'reset_password'] as const;
export type CustomerTokenPurpose = (typeof customerTokenPurposes)[number];

/** Links mailed to a customer: valid 20 minutes, used once, a newer one voids the older. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CustomerTokenPurpose>().notNull(),
    /** SHA-256 (hex) of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used, or voided by a newer token of the same purpose. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_tokens_token_key').on(t.tokenHash),
    index('customer_tokens_customer_idx').on(t.customerId, t.purpose),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_default').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The test gateway's token (`tok_…`): what pays, in place of the card number. */
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_customer_idx').on(t.customerId),
    uniqueIndex('saved_cards_token_key').on(t.gatewayToken),
    uniqueIndex('saved_cards_one_default').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

/**
 * One row per counted attempt (a failed log-in, a reset or verification mail), by account
 * (`account:<email>`) and by client address (`address:<ip>`), so every instance sees the same
 * counts. Rows older than the longest window are deleted as new ones arrive.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `login`, `mail`, `contact`, `subscribe` (server/domain/accounts/throttle.ts). */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_kind_key_created_idx').on(t.kind, t.key, t.createdAt)],
);

export type CustomerSessionRow = typeof customerSessions.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;
