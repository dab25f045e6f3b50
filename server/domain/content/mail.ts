/**
 * The one thing content routes need from outgoing mail: `send`. It has the shape of the accounts
 * mailer (server/mail), which the app passes as `ctx.mailer`; without one, messages are written
 * as JSON to the data folder's outbox (`<VITRINE_DATA_DIR>/outbox/`), the same files that mailer
 * writes, so a store runs offline and the links can still be followed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's links (a confirmation link), for the mailbox and tests. */
  links: string[];
}

export interface MailSender {
  send(message: OutgoingMail): Promise<void>;
}

const from = () => process.env.MAIL_FROM || 'Vitrine <no-reply@vitrine.invalid>';

/** Writes each message to `dir` as `<time>-<id>.json`. */
export function outboxSender(dir: string): MailSender {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const now = new Date();
      const id = randomBytes(6).toString('hex');
      const stored = { id, from: from(), created_at: now.toISOString(), ...message };
      const name = `${now.toISOString().replace(/[:.]/g, '-')}-${id}.json`;
      await writeFile(path.join(dir, name), `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    },
  };
}

/** The data folder's outbox. */
export const defaultOutbox = (): MailSender =>
  outboxSender(path.resolve(process.env.VITRINE_DATA_DIR ?? '.data', 'outbox'));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A plain message as text and as HTML (paragraphs escaped; links made clickable). */
export function plainMail(
  to: string,
  subject: string,
  paragraphs: string[],
  links: string[] = [],
): OutgoingMail {
  const html = paragraphs
    .map((p) => `<p>${escapeHtml(p).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('\n');
  return { to, subject, text: paragraphs.join('\n\n'), html, links };
}
