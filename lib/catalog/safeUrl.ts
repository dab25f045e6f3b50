/**
 * Merchant links (marketplace buttons) open in a new tab: only absolute
 * http(s) URLs and root-relative paths are followed, so a `javascript:` or
 * `data:` URL in the data can never run.
 */
export const safeLinkUrl = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
};
