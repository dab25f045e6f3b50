/**
 * Merchant pages (about, contact, FAQ…), contact-form messages and newsletter subscriptions.
 */
import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One question of a page's FAQ; `answer` is HTML. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * A merchant page at `/pages/{handle}`. `template` picks what the storefront adds below the body:
 * `page` nothing, `contact` the contact form, `faq` the questions as an accordion.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    /** HTML. */
    body: text('body').notNull().default(''),
    template: text('template').notNull().default('page'),
    faq: jsonb('faq').$type<FaqEntry[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_handle_key').on(t.handle)],
);

/** Messages sent through the contact form; the merchant is mailed a copy. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Newsletter subscriptions with double opt-in: `pending` until the link mailed to the address
 * (its token kept only as a SHA-256 hash) is followed, then `confirmed`.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Where the form was (`footer`, a campaign code…). */
    code: text('code').notNull().default(''),
    status: text('status').notNull().default('pending'),
    tokenHash: text('token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(t.email),
    uniqueIndex('newsletter_subscriptions_token_key').on(t.tokenHash),
  ],
);
