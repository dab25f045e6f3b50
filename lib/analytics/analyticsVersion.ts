/** Which analytics tag generation a measurement id belongs to. */
export type AnalyticsVersion = 'legacy' | 'new';

/**
 * An analytics id beginning `ua-` selects the legacy version, `g-` the new one
 * (case-insensitive, surrounding whitespace ignored); anything else leaves it unset.
 */
export function analyticsVersionFromId(id: string | null | undefined): AnalyticsVersion | undefined {
  const normalized = id?.trim().toLowerCase() ?? '';
  if (normalized.startsWith('ua-')) return 'legacy';
  if (normalized.startsWith('g-')) return 'new';
  return undefined;
}
