import { useRouteLoaderData } from 'react-router';

/** Until a root loader answered (Storybook, tests): the demo store's currency. */
export const FALLBACK_CURRENCY = 'USD';

/**
 * The store's currency, as the root loader read it from the store's settings. For what a section
 * prices outside a view model's `Money` (a price filter's symbol, predictive search results).
 */
export function useStoreCurrency(): string {
  const root = useRouteLoaderData('root') as { currency?: { code?: string } } | undefined;
  return root?.currency?.code ?? FALLBACK_CURRENCY;
}
