/**
 * The account mails (verification, password reset): plain text and HTML, in the customer's
 * language (message ids `email.*` of the locale packs, en-US for any id a pack lacks; plain
 * `{name}` arguments only), themed with the active theme's colours and body font.
 */
import { matchLocale } from '../../../lib/i18n/locales.ts';
import { localePack } from '../../http/localePacks';
import type { MailMessage } from '../../mail/mailer';
import { MAIL_TOKEN_TTL_MS } from './mailTokens';

/** What a mail takes from the theme. */
export interface MailTheme {
  accent: string;
  onAccent: string;
  text: string;
  muted: string;
  background: string;
  fontFamily: string;
}

export const plainMailTheme: MailTheme = {
  accent: '#1d4ed8',
  onAccent: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  background: '#ffffff',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
};

/** A locale's pack (read once); mail messages are plain strings. */
const pack = (locale: string) => localePack(locale) as Record<string, string | undefined>;

/**
 * A message of the locale with `values` in place. Mail messages use plain `{name}` arguments only
 * (numbers formatted for the locale), so the server needs no ICU parser at run time.
 */
function t(locale: string, id: string, values: Record<string, string | number> = {}): string {
  const source = pack(locale)[id] ?? pack('en-US')[id] ?? id;
  return source.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface LinkMail {
  to: string;
  locale: string | null | undefined;
  storeName: string;
  link: string;
  theme: MailTheme;
}

function linkMail(
  input: LinkMail,
  ids: { subject: string; body: string; button: string; expiry: string },
): MailMessage {
  const locale = matchLocale(input.locale ?? null);
  const store = input.storeName;
  const minutes = MAIL_TOKEN_TTL_MS / 60_000;
  const lines = {
    greeting: t(locale, 'email.common.greeting'),
    body: t(locale, ids.body),
    button: t(locale, ids.button),
    expiry: t(locale, ids.expiry, { minutes }),
    fallback: t(locale, 'email.common.linkFallback'),
    ignore: t(locale, 'email.common.ignore'),
    footer: t(locale, 'email.common.footer', { store }),
  };
  const subject = t(locale, ids.subject, { store });
  const text = [
    lines.greeting,
    '',
    lines.body,
    '',
    `${lines.button}: ${input.link}`,
    '',
    lines.expiry,
    lines.ignore,
    '',
    '—',
    lines.footer,
    '',
  ].join('\n');
  const { theme } = input;
  const href = escapeHtml(input.link);
  const p = (content: string, color = theme.text) =>
    `<p style="margin:0 0 16px;color:${color};font-size:16px;line-height:24px">${content}</p>`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:${theme.background};font-family:${escapeHtml(theme.fontFamily)}">
<div style="max-width:560px;margin:0 auto">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${theme.text}">${escapeHtml(store)}</p>
${p(escapeHtml(lines.greeting))}
${p(escapeHtml(lines.body))}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${theme.accent};color:${theme.onAccent};font-weight:600;text-decoration:none">${escapeHtml(lines.button)}</a></p>
${p(escapeHtml(lines.expiry), theme.muted)}
${p(`${escapeHtml(lines.fallback)}<br><a href="${href}" style="color:${theme.accent};word-break:break-all">${href}</a>`, theme.muted)}
${p(escapeHtml(lines.ignore), theme.muted)}
<p style="margin:32px 0 0;font-size:14px;color:${theme.muted}">${escapeHtml(lines.footer)}</p>
</div></body></html>
`;
  return { to: input.to, subject, text, html, links: [input.link] };
}

export const verificationMail = (input: LinkMail): MailMessage =>
  linkMail(input, {
    subject: 'email.verify.subject',
    body: 'email.verify.body',
    button: 'email.verify.button',
    expiry: 'email.verify.expiry',
  });

export const passwordResetMail = (input: LinkMail): MailMessage =>
  linkMail(input, {
    subject: 'email.reset.subject',
    body: 'email.reset.body',
    button: 'email.reset.button',
    expiry: 'email.reset.expiry',
  });
