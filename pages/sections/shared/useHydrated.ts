import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once React runs in the browser. Sections use it
 * to render what works without JavaScript first (links, plain forms) and switch to richer
 * behaviour only when the script that drives it is actually there.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
