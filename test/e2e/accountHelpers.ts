/**
 * Shared steps of the customer-account journeys: the store's outbox (mail is written as JSON
 * files to the data folder when no SMTP server is set) and a registered customer made through the
 * store API, for journeys that need an account but are not about registering.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';

export const PASSWORD = 'Correct-Horse-42';

/** The newest mail to `to` whose subject matches, from the outbox the store writes offline. */
export async function mailTo(to: string, subject: RegExp): Promise<{ links: string[] }> {
  const outbox = path.join(process.env.VITRINE_E2E_DATA_DIR ?? '', 'outbox');
  let found: { links: string[] } | undefined;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).filter((file) => file.endsWith('.json'));
          } catch {
            return [];
          }
        })().sort();
        for (const file of files.reverse()) {
          const mail = JSON.parse(readFileSync(path.join(outbox, file), 'utf8')) as {
            to: string | string[];
            subject: string;
            links: string[];
          };
          const recipients = Array.isArray(mail.to) ? mail.to : [mail.to];
          if (recipients.some((each) => each.includes(to)) && subject.test(mail.subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as { links: string[] };
}

/**
 * Registers an account through the store API (in `request`'s own cookie jar, so the page stays a
 * guest) and opens its verification link; its email.
 */
export async function registeredCustomer(request: APIRequestContext, label: string): Promise<string> {
  const email = `customer+${label}-${Date.now()}@example.com`;
  const answer = await request.post('/api/store/account/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const mail = await mailTo(email, /confirm/i);
  const token = new URL(mail.links.find((each) => each.includes('/account/verify')) ?? '').searchParams.get(
    'token',
  );
  const verified = await request.post('/api/store/account/verify', { data: { token } });
  expect(verified.status()).toBe(200);
  return email;
}
