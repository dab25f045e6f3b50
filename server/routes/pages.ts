/**
 * Merchant pages, the contact form and the newsletter:
 * - `GET /api/store/pages`, `GET /api/store/pages/{handle}`;
 * - `POST /api/store/subscribe` (email, code) mails a confirmation link; `POST
 *   /api/store/subscribe/confirm` (token) confirms it;
 * - `POST /api/contacts` (name, email, message) stores the message and mails the merchant.
 * Both posts are limited per client address and per email (server/domain/content/limits.ts): 429.
 * Bad input is a 422 with field errors and stores nothing.
 */
import { type Context, Hono } from 'hono';
import { handleParams } from '../../api/content';
import { confirmSubscriptionRequest } from '../../api/pages';
import { contactMessageSchema, newsletterSchema } from '../../lib/validation/contactForm.ts';
import { countPost, TooManyPosts } from '../domain/content/limits';
import { defaultOutbox, type MailSender } from '../domain/content/mail';
import {
  confirmSubscription,
  createContactMessage,
  getPage,
  listPages,
  subscribe,
} from '../domain/content/pages';
import { catalogueCache } from '../http/cache';
import { clientAddress, nowOf } from '../http/customer';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { originOptionsFromEnv, publicOrigin } from '../http/origin';
import { validJson, validParams } from '../http/validate';

let fallbackMailer: MailSender | undefined;
const mailerOf = (c: Context<AppEnv>): MailSender => {
  const own = c.get('ctx').mailer;
  if (own) return own;
  fallbackMailer ??= defaultOutbox();
  return fallbackMailer;
};

/**
 * The storefront origin a mailed link points at: `PUBLIC_URL`, else the request's `Origin` when
 * it is a host the store answers as (the storefront passes the page's origin), else the request's.
 */
function linkOrigin(c: Context<AppEnv>): string {
  const options = originOptionsFromEnv();
  const header = c.req.header('origin');
  if (header) {
    try {
      const trusted = publicOrigin(new Request(new URL(header).origin), { ...options, trustProxy: false });
      if (trusted) return trusted;
    } catch {
      // not a URL: fall through
    }
  }
  return publicOrigin(c.req.raw, options) ?? new URL(c.req.url).origin;
}

/**
 * Counts a contact message or sign-up against its limits (server/domain/content/limits.ts); over
 * them, a 429 in the shopper's language with `Retry-After`.
 */
async function withinLimits(c: Context<AppEnv>, kind: 'contact' | 'subscribe', email: string): Promise<void> {
  try {
    await countPost(c.get('ctx').db, kind, clientAddress(c), email, nowOf(c));
  } catch (error) {
    if (!(error instanceof TooManyPosts)) throw error;
    c.header('Retry-After', String(error.retryAfterSeconds));
    throw new ApiError(429, error.message, undefined, { message: error.ref });
  }
}

export function createPagesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/pages', catalogueCache, async (c) => c.json(await listPages(c.get('ctx').db)));
  app.get('/pages/:handle', catalogueCache, validParams(handleParams), async (c) =>
    c.json({ data: await getPage(c.get('ctx').db, c.req.valid('param').handle) }),
  );
  app.post('/subscribe', validJson(newsletterSchema), async (c) => {
    await withinLimits(c, 'subscribe', c.req.valid('json').email);
    const origin = linkOrigin(c);
    const answer = await subscribe(
      c.get('ctx').db,
      mailerOf(c),
      c.req.valid('json'),
      (token) => `${origin}/pages/newsletter?token=${encodeURIComponent(token)}`,
    );
    return c.json(answer, answer.status === 'pending' ? 202 : 200);
  });
  app.post('/subscribe/confirm', validJson(confirmSubscriptionRequest), async (c) =>
    c.json(await confirmSubscription(c.get('ctx').db, c.req.valid('json').token)),
  );
  return app;
}

export function createContactRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', validJson(contactMessageSchema), async (c) => {
    await withinLimits(c, 'contact', c.req.valid('json').email);
    return c.json(await createContactMessage(c.get('ctx').db, mailerOf(c), c.req.valid('json')), 201);
  });
  return app;
}
