/**
 * Reading one cookie from a `Cookie` header, the one way the server and the page layer do it.
 * A cookie's value is whatever the browser sends, and browsers send what any site on the domain
 * (or the shopper) put there: a value that is not valid percent-encoding (`%E0%A4%A`) reads as
 * absent, as if the cookie had never been set, and never throws.
 */

/** The decoded value of cookie `name` in `header`, or null when absent or unreadable. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}

/** The value of cookie `name` on `request` (see cookieValue). */
export const requestCookie = (request: Request, name: string): string | null =>
  cookieValue(request.headers.get('cookie'), name);
