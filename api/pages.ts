/**
 * Contract of merchant pages, the contact form and the newsletter: `GET /api/store/pages`,
 * `GET /api/store/pages/{handle}`, `POST /api/contacts`, `POST /api/store/subscribe`,
 * `POST /api/store/subscribe/confirm`.
 */
import { z } from 'zod';

export const pageTemplates = ['page', 'contact', 'faq'] as const;
export type PageTemplate = (typeof pageTemplates)[number];

export const wireFaqEntry = z.object({ question: z.string(), answer: z.string() });
export const wirePage = z.object({
  handle: z.string(),
  title: z.string(),
  /** HTML. */
  body: z.string(),
  /** `contact` adds the contact form, `faq` the questions below the body. */
  template: z.enum(pageTemplates).catch('page'),
  faq: z.array(wireFaqEntry),
  /** `/pages/{handle}` */
  path: z.string(),
  updated_at: z.string(),
});
export type WirePage = z.infer<typeof wirePage>;
export const pageResponse = z.object({ data: wirePage });
export const pageListResponse = z.object({
  data: z.array(wirePage.pick({ handle: true, title: true, path: true, template: true })),
});
export type PageListResponse = z.infer<typeof pageListResponse>;

/** `POST /api/contacts` body; the store checks it with lib/validation's `contactMessageSchema`. */
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
}
export const contactResponse = z.object({ id: z.number().int() });
export type ContactResponse = z.infer<typeof contactResponse>;

/** `POST /api/store/subscribe` body (lib/validation's `newsletterSchema`): email, optional source code. */
export interface SubscribeRequest {
  email: string;
  code?: string;
}
/**
 * `pending`: a confirmation link was mailed (also for an address still pending: a new link);
 * `confirmed`: the address was already subscribed, nothing mailed.
 */
export const subscribeResponse = z.object({ status: z.enum(['pending', 'confirmed']) });
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

export const confirmSubscriptionRequest = z.object({
  token: z.string({ error: 'The confirmation link is incomplete' }).regex(/^[A-Za-z0-9_-]{20,100}$/, {
    error: 'The confirmation link is invalid',
  }),
});
export const confirmSubscriptionResponse = z.object({ status: z.literal('confirmed'), email: z.string() });
export type ConfirmSubscriptionResponse = z.infer<typeof confirmSubscriptionResponse>;
