import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isHydrated as rootHasHydrated } from '../../layout/lazySections';

const subscribe = () => () => {};
const whileHydrating = () => false;

/**
 * False on the server and during hydration, true once React runs in the browser. Sections use it
 * to render what works without JavaScript first (links, plain forms) and switch to richer
 * behaviour only when the script that drives it is actually there.
 *
 * The switch after hydration is a transition, so React may split it into short tasks: as one
 * synchronous re-render (useSyncExternalStore's way) every card of a listing switched its buy
 * button in a single 60–180 ms task at Lighthouse's 4× CPU (TBT). The external store
 * only tells whether React is hydrating this component (its server snapshot) or rendering it
 * afresh after the root has hydrated (a client navigation), which starts switched. Its snapshot
 * stays false until the root's effect has run, after every effect of the first commit, so that
 * commit's consistency check re-renders nothing.
 */
export function useHydrated(): boolean {
  const mountedAfterHydration = useSyncExternalStore(subscribe, rootHasHydrated, whileHydrating);
  const [hydrated, setHydrated] = useState(mountedAfterHydration);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
