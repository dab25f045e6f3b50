/**
 * Rich text from layouts and the store (policies, section copy) is HTML written by a merchant.
 * Only a small, inert subset renders: formatting and list tags without attributes, and links
 * with a safe href. Everything else — scripts, styles, event handlers, iframes — is dropped.
 */
import type { SafeHtml } from './safeHtml';

const allowedTags = new Set([
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'a',
]);
const safeHref = /^(?:\/(?!\/)|https?:\/\/|#|mailto:|tel:)/i;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function sanitizeRichText(html: string): SafeHtml {
  return html
    .replace(/<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?([a-z0-9]+)\b([^>]*)>/gi, (tag, rawName: string, attributes: string) => {
      const name = rawName.toLowerCase();
      if (!allowedTags.has(name)) return '';
      if (tag.startsWith('</')) return `</${name}>`;
      if (name === 'a') {
        const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
        const value = (href?.[1] ?? href?.[2] ?? href?.[3] ?? '').trim();
        return safeHref.test(value) ? `<a href="${escapeAttribute(value)}">` : '<a>';
      }
      return `<${name}>`;
    }) as SafeHtml;
}
