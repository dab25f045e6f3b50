/**
 * Outgoing mail. With `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…`) messages go out through
 * nodemailer's SMTP transport; without it each message is written as JSON to the outbox folder
 * (`<VITRINE_DATA_DIR>/outbox/`), which `/dev/mailbox` lists, so a store runs offline and a
 * newcomer can still click the verification link.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links of the message (the verification or reset link), for the mailbox and tests. */
  links: string[];
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  created_at: string;
}

export interface Mailer {
  /** Where messages go: `smtp` or `outbox`. */
  readonly kind: 'smtp' | 'outbox';
  /** The outbox folder (outbox mailers only). */
  readonly outboxDir?: string;
  send(message: MailMessage): Promise<void>;
}

export const defaultMailFrom = 'Vitrine <no-reply@vitrine.invalid>';

/** Sends through SMTP (nodemailer). */
export function smtpMailer(smtpUrl: string, from = defaultMailFrom): Mailer {
  // nodemailer is loaded with the first message rather than at start-up.
  let transport: Promise<{ sendMail(mail: Record<string, string>): Promise<unknown> }> | undefined;
  return {
    kind: 'smtp',
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transport).sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

/** Writes each message to `dir` as `<time>-<id>.json`. */
export function outboxMailer(dir: string, from = defaultMailFrom): Mailer {
  return {
    kind: 'outbox',
    outboxDir: dir,
    async send(message) {
      await mkdir(dir, { recursive: true });
      const now = new Date();
      const id = randomBytes(6).toString('hex');
      const stored: StoredMail = { id, from, created_at: now.toISOString(), ...message };
      const name = `${now.toISOString().replace(/[:.]/g, '-')}-${id}.json`;
      await writeFile(path.join(dir, name), `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    },
  };
}

/** The outbox folder: `outbox/` in the data folder. */
export const outboxDirFromEnv = () => path.resolve(process.env.VITRINE_DATA_DIR ?? '.data', 'outbox');

/** SMTP when `SMTP_URL` is set, otherwise the data folder's outbox; sender `MAIL_FROM`. */
export function mailerFromEnv(): Mailer {
  const from = process.env.MAIL_FROM || defaultMailFrom;
  return process.env.SMTP_URL
    ? smtpMailer(process.env.SMTP_URL, from)
    : outboxMailer(outboxDirFromEnv(), from);
}

/** The outbox's messages, newest first (an unreadable file is skipped). */
export async function readOutbox(dir: string, limit = 200): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  names.sort().reverse();
  const messages: StoredMail[] = [];
  for (const name of names.slice(0, limit)) {
    try {
      messages.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as StoredMail);
    } catch {
      // A half-written or foreign file is not a message.
    }
  }
  return messages;
}
