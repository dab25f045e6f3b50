/**
 * The merchant's theme editor: staff accounts (separate from customers), their sessions, the
 * one-time link that creates the first account, the one draft of the theme document and every
 * published version of it.
 *
 * Secrets are stored as customers' are: session and setup tokens as their SHA-256, passwords as
 * scrypt hashes (server/domain/accounts/password.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_email_key').on(sql`lower(${t.email})`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the `vitrine_staff` cookie value. */
    tokenHash: text('token_hash').notNull(),
    /** Every state-changing editor request carries it as `X-CSRF-Token`. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sessions_token_key').on(t.tokenHash)],
);

/** One-time links that create a staff account (the first one is printed at start). */
export const staffSetupTokens = pgTable(
  'staff_setup_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_setup_tokens_token_key').on(t.tokenHash)],
);

/** The draft theme document (row id 1): what the editor changes and the preview shows. */
export const themeDrafts = pgTable('theme_drafts', {
  id: integer('id').primaryKey(),
  doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
  /** The published version the draft started from (null: the store's first). */
  baseVersion: integer('base_version'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
});

/** Every published theme document, newest last; the live one is also in `store_settings.theme`. */
export const themeVersions = pgTable('theme_versions', {
  id: serial('id').primaryKey(),
  doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: integer('published_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  /** The version a restore brought back. */
  restoredFrom: integer('restored_from'),
  /** Published although a text pair failed WCAG AA (the merchant said so explicitly). */
  contrastOverride: boolean('contrast_override').notNull().default(false),
});

export type ThemeVersionRow = typeof themeVersions.$inferSelect;

/** Images staff uploaded for sections (banner slides, image with text), newest last. */
export const editorMedia = pgTable('editor_media', {
  id: serial('id').primaryKey(),
  /** `/media/uploads/editor/<name>.<ext>` (server/media/fileStore.ts keeps the bytes). */
  url: text('url').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  uploadedBy: integer('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
});
