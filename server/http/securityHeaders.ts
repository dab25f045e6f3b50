/**
 * Security headers on every answer, and the pages' Content Security Policy.
 *
 * Every answer: `X-Content-Type-Options: nosniff`, `Referrer-Policy: strict-origin-when-cross-origin`
 * (other sites see the origin, never a cart or order URL), `X-Frame-Options: DENY` with the CSP's
 * `frame-ancestors 'none'` (no page, checkout included, can be framed), and
 * `Strict-Transport-Security` when the request came over HTTPS (directly, or through a trusted
 * proxy: server/http/origin.ts).
 *
 * Pages run scripts from this origin's files and inline scripts carrying the answer's nonce
 * (React Router's context, data and bootstrap scripts, React's streaming scripts) or matching a
 * hash (the fixed head script, pages/entry.server.tsx `inlineScriptHashes`); styles may be
 * inline (the theme's token overrides are a `style` attribute); images may come from any HTTPS
 * host (merchant content); fetches, forms and fonts stay on this origin (fetches may also go to
 * the analytics collectors in `ANALYTICS_COLLECTOR_ORIGINS`). Other answers (JSON,
 * images, text) allow nothing at all.
 *
 * Shared cache and nonces: a page kept by the shared cache (server/render/sharedCache.ts) is sent
 * as it was to every later reader, so its nonce would be known to anyone who fetched it first, and
 * a nonce only protects while an attacker cannot know it. So a cached copy never carries a nonce
 * policy: when the first render streams out, the renderer records the hashes of the inline scripts
 * it sent (`rememberScriptHashes`), and the cache stores the page with a policy that names those
 * hashes instead (`policyForSharing`). The nonce still in the cached HTML is then inert; the
 * hashes allow exactly the scripts that page holds, and nothing an injection could add. Rewriting
 * the nonce per answer instead would mean decompressing and recompressing every cached page.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';

/** A fresh nonce for one answer (128 random bits). */
export const newNonce = () => randomBytes(16).toString('base64');

/** The CSP hash source of an inline script's text, as the browser computes it. */
export function scriptHash(text: string): string {
  // The HTML parser turns CR LF and lone CR into LF before the script's text exists.
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * Origins besides this one that pages may send to: a third-party analytics collector configured in
 * the consent section needs its origin in `ANALYTICS_COLLECTOR_ORIGINS` (space or comma separated,
 * `https://host[:port]` each; anything else is ignored), or the browser refuses its requests.
 */
export function collectorOrigins(value = process.env.ANALYTICS_COLLECTOR_ORIGINS): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .filter((origin) => /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i.test(origin));
}

/** The pages' policy; `scriptSources` are the inline scripts allowed (a nonce, hashes). */
export function pageCsp(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...collectorOrigins()].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything that is not a page: nothing runs, nothing loads, nothing frames it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const HSTS = 'max-age=31536000';

/** Adds the security headers to the context's answer (server/http/edge.ts). */
export function applySecurityHeaders(c: Context): void {
  const headers = c.res.headers;
  if (!headers.has('content-security-policy')) {
    const page = headers.get('content-type')?.startsWith('text/html');
    c.header('Content-Security-Policy', page ? pageCsp([]) : NON_PAGE_CSP);
  }
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  // The theme editor frames its preview pages (`?editor_preview=1`), from this origin only.
  if (new URL(c.req.url).searchParams.has('editor_preview')) {
    c.header('X-Frame-Options', 'SAMEORIGIN');
    const policy = c.res.headers.get('content-security-policy');
    if (policy)
      c.header('Content-Security-Policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  } else c.header('X-Frame-Options', 'DENY');
  if (new URL(c.req.url).protocol === 'https:') c.header('Strict-Transport-Security', HSTS);
}

// Script hashes of pages rendered for the shared cache, by nonce, until the cache takes them. Bounded:
// a page the cache ends up not keeping leaves its entry behind.
const hashesByNonce = new Map<string, string[]>();
const MAX_REMEMBERED = 512;

/** Records the hashes of the inline scripts a page with this nonce sent. */
export function rememberScriptHashes(nonce: string, hashes: readonly string[]): void {
  hashesByNonce.set(nonce, [...new Set(hashes)]);
  for (const oldest of hashesByNonce.keys()) {
    if (hashesByNonce.size <= MAX_REMEMBERED) break;
    hashesByNonce.delete(oldest);
  }
}

const nonceSource = /'nonce-([A-Za-z0-9+/=]+)'/;

/**
 * The policy a shared copy of an answer may carry: unchanged without a nonce; with one, the nonce
 * replaced by the recorded script hashes; null when they are unknown (the copy must not be kept).
 */
export function policyForSharing(policy: string): string | null {
  const nonce = nonceSource.exec(policy)?.[1];
  if (!nonce) return policy;
  const hashes = hashesByNonce.get(nonce);
  if (!hashes) return null;
  hashesByNonce.delete(nonce);
  return policy.replace(nonceSource, hashes.join(' ')).replace(/ {2,}/g, ' ');
}

/** Hashes of the inline scripts in `html` that carry `nonce`. */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes: string[] = [];
  const attribute = ` nonce="${nonce}"`;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (match[1]!.includes(attribute)) hashes.push(scriptHash(match[2]!));
  }
  return hashes;
}
