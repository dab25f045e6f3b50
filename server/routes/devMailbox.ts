/**
 * The development mailbox: `/dev/mailbox` lists the outbox (newest first) as a plain page with
 * each message's text and links, `/dev/mailbox/messages` as JSON `{ data: StoredMail[] }`. Only
 * mounted when enabled: always outside production, and under `NODE_ENV=production` only with
 * `VITRINE_DEV_MAILBOX=1` (tests). With `SMTP_URL` the outbox stays empty.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { readOutbox, type StoredMail } from '../mail/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Whether this process serves the mailbox. */
export const devMailboxEnabled = (env: NodeJS.ProcessEnv = process.env) =>
  env.NODE_ENV !== 'production' || env.VITRINE_DEV_MAILBOX === '1';

function page(messages: StoredMail[]): string {
  const items = messages
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</p>
<pre>${escapeHtml(m.text)}</pre>
<ul>${m.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Mailbox (development)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border-top:1px solid #cbd5e1;padding:1rem 0}.meta{color:#475569;margin:0}pre{white-space:pre-wrap}
a{color:#1d4ed8;word-break:break-all}</style></head>
<body><main><h1>Mailbox (development)</h1>
<p>Account mail this store would have sent. Set <code>SMTP_URL</code> to send it for real.</p>
${items || '<p>No messages yet.</p>'}
</main></body></html>`;
}

export function createDevMailboxRoutes(outboxDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(page(await readOutbox(outboxDir)));
  });
  app.get('/messages', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await readOutbox(outboxDir) });
  });
  return app;
}
