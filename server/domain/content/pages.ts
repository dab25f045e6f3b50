/**
 * Merchant pages, contact-form messages and newsletter subscriptions (double opt-in).
 */
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { PageListResponse, WirePage } from '../../../api/pages';
import type { ContactMessage, Newsletter } from '../../../lib/validation/contactForm.ts';
import type { Db } from '../../db/client';
import { contactMessages, newsletterSubscriptions, pages } from '../../db/schema';
import { getSetting } from '../catalog/content';
import { notFound } from '../errors';
import { type MailSender, plainMail } from './mail';

type PageRow = typeof pages.$inferSelect;

const wirePage = (p: PageRow): WirePage => ({
  handle: p.handle,
  title: p.title,
  body: p.body,
  template: p.template as WirePage['template'],
  faq: p.faq,
  path: `/pages/${p.handle}`,
  updated_at: p.updatedAt.toISOString(),
});

export async function listPages(db: Db): Promise<PageListResponse> {
  const rows = await db.select().from(pages).orderBy(asc(pages.id));
  return {
    data: rows.map((p) => ({
      handle: p.handle,
      title: p.title,
      path: `/pages/${p.handle}`,
      template: p.template as WirePage['template'],
    })),
  };
}

export async function getPage(db: Db, handle: string): Promise<WirePage> {
  const [row] = await db.select().from(pages).where(eq(pages.handle, handle));
  if (!row) throw notFound(`Page "${handle}" not found`);
  return wirePage(row);
}

/** The merchant's address: the store's customer-service email. */
async function merchantEmail(db: Db): Promise<{ email: string | undefined; name: string }> {
  const store = await getSetting(db, 'store');
  return {
    email: typeof store?.customer_service_email === 'string' ? store.customer_service_email : undefined,
    name: typeof store?.name === 'string' ? store.name : 'Vitrine',
  };
}

/** Stores the message, then mails the merchant a copy (a store without an address stores only). */
export async function createContactMessage(db: Db, mailer: MailSender, input: ContactMessage) {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  const merchant = await merchantEmail(db);
  if (merchant.email)
    await mailer.send(
      plainMail(merchant.email, `New message from ${input.name} via the contact form`, [
        `${input.name} <${input.email}> wrote:`,
        input.message,
      ]),
    );
  return { id: row!.id };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Subscribes with double opt-in: a new or still-pending address gets a fresh confirmation link
 * (the previous one stops working); a confirmed address is left as it is and mailed nothing.
 * `confirmUrl` turns the token into the link.
 */
export async function subscribe(
  db: Db,
  mailer: MailSender,
  input: Newsletter,
  confirmUrl: (token: string) => string,
): Promise<{ status: 'pending' | 'confirmed' }> {
  const email = input.email.toLowerCase();
  const [existing] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  if (existing?.status === 'confirmed') return { status: 'confirmed' };
  const token = randomBytes(24).toString('base64url');
  await db
    .insert(newsletterSubscriptions)
    .values({ email, code: input.code, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { code: input.code, tokenHash: hashToken(token), createdAt: new Date() },
    });
  const link = confirmUrl(token);
  const merchant = await merchantEmail(db);
  await mailer.send(
    plainMail(
      email,
      `Confirm your subscription to ${merchant.name}`,
      [
        `Please confirm that you want to receive emails from ${merchant.name}:`,
        link,
        'If you did not ask for this, ignore this message: you will not be subscribed.',
      ],
      [link],
    ),
  );
  return { status: 'pending' };
}

/** Confirms the subscription the token was mailed for; an unknown or used token is a 404. */
export async function confirmSubscription(db: Db, token: string) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', tokenHash: null, confirmedAt: new Date() })
    .where(eq(newsletterSubscriptions.tokenHash, hashToken(token)))
    .returning({ email: newsletterSubscriptions.email });
  if (!row) throw notFound('This confirmation link is invalid or has already been used');
  return { status: 'confirmed' as const, email: row.email };
}
