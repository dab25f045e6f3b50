import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Markup that only works with
 * JavaScript (a button that opens the popup cart, a fixed header) switches on with it, so the
 * server HTML stays usable without JavaScript and hydration never mismatches.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
