/**
 * The browsing record: the products a shopper viewed, newest first, kept in this browser's local
 * storage only (never sent anywhere). A product viewed again moves to the front; the record keeps
 * the last 12. What a card needs is stored with it, so the section draws without asking the store
 * (prices are as they were when viewed; the link leads to today's page).
 */

/** The local storage key of the record. */
export const browsingRecordKey = 'vitrine.recentlyViewed';
/** Products kept. */
export const browsingRecordLimit = 12;

interface Recorded {
  id: number;
  href: string;
  title: string;
}

/** `item` first, any earlier view of it removed, at most `limit` kept. */
export function recordView<T extends Recorded>(
  record: readonly T[],
  item: T,
  limit = browsingRecordLimit,
): T[] {
  return [item, ...record.filter((entry) => entry.id !== item.id)].slice(0, limit);
}

const isRecorded = (value: unknown): value is Recorded => {
  const entry = value as Partial<Recorded> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isSafeInteger(entry.id) &&
    typeof entry.title === 'string' &&
    typeof entry.href === 'string' &&
    entry.href.startsWith('/') &&
    !entry.href.startsWith('//')
  );
};

/** The record a stored value holds: unreadable values and malformed entries are dropped. */
export function parseBrowsingRecord<T extends Recorded>(stored: string | null): T[] {
  if (!stored) return [];
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? (parsed.filter(isRecorded) as T[]).slice(0, browsingRecordLimit) : [];
  } catch {
    return [];
  }
}

/** The storage the record lives in (local storage in the browser, a map in tests). */
export interface RecordStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A product page address without its query or language prefix, to compare records with. */
export const productPath = (href: string) => /\/products\/[^/?#]+/.exec(href)?.[0] ?? href;

/**
 * Reads the record, adds `current` when given, writes it back, and answers the products to show:
 * all but `current` and the `hidden` product paths (the cart's own lines), at most `show`.
 * Storage failures (private modes, a full quota) show what could be read.
 */
export function updateBrowsingRecord<T extends Recorded>(
  storage: RecordStorage | undefined,
  current: T | null,
  show: number,
  hidden: readonly string[] = [],
): T[] {
  let record: T[] = [];
  try {
    record = parseBrowsingRecord<T>(storage?.getItem(browsingRecordKey) ?? null);
    if (current) {
      const next = recordView(record, current);
      storage?.setItem(browsingRecordKey, JSON.stringify(next));
    }
  } catch {
    // Nothing kept: the section shows what was read.
  }
  const hide = new Set(hidden.map(productPath));
  return record
    .filter((entry) => entry.id !== current?.id && !hide.has(productPath(entry.href)))
    .slice(0, show);
}
