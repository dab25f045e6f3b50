/**
 * Parts of a section that hydrate on their own as they near the viewport, as lazySections.ts does
 * for whole sections: a grid's product cards (pages/sections/shared/productCard.tsx). Only the
 * modules that use it load it, so it costs the product page's first JavaScript nothing.
 */
import { type ReactNode, use } from 'react';
import { gatesOpened, waitForGates } from './lazySections';

/** Each part's gate, by its key; null: that part does not wait. */
const gates = new Map<string, Promise<void> | null>();
let observer: IntersectionObserver | undefined;
const releases = new Map<Element, () => void>();

/**
 * A keyboard shopper gets every part at once, at the first key: a part hydrating while the focus
 * is on it would swap its link for a button and drop the focus to the page's start.
 */
const releaseAll = () => {
  document.removeEventListener('keydown', releaseAll, true);
  for (const release of [...releases.values()]) release();
};

/**
 * Resolves when the server-rendered element marked `data-hydrate-gate="<key>"` comes within half a
 * screen of the viewport, or at the first key pressed; null when nothing is to wait for: on the
 * server, after the gates opened (the first router update), when the keyboard is already in the
 * page, or when there is no such element yet (a part rendered afresh in the browser). Decided once per part: React may start a hydration again after
 * an interruption, and the part must not change its mind then.
 */
function gate(key: string): Promise<void> | null {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined' || gatesOpened())
    return null;
  const known = gates.get(key);
  if (known !== undefined) return known;
  const element = document.querySelector(`[data-hydrate-gate="${CSS.escape(key)}"]`);
  const promise =
    element && !document.querySelector(':focus-visible')
      ? new Promise<void>((resolve) => {
          if (!observer) document.addEventListener('keydown', releaseAll, true);
          observer ??= new IntersectionObserver(
            (entries) => {
              for (const entry of entries) if (entry.isIntersecting) releases.get(entry.target)?.();
            },
            { rootMargin: '50% 0px' },
          );
          const release = () => {
            observer?.unobserve(element);
            releases.delete(element);
            stopWaiting();
            resolve();
          };
          const stopWaiting = waitForGates(release);
          releases.set(element, release);
          observer.observe(element);
        })
      : null;
  gates.set(key, promise);
  return promise;
}

/**
 * Its children, hydrated (during the first page view) only once the element marked
 * `data-hydrate-gate={gate}` nears the viewport. Put it inside a Suspense boundary of its own: until
 * then React keeps the boundary's server HTML untouched and does no work for it, and then hydrates
 * it alone, in a short task of its own. Like a `visible` section, it opens at the first router
 * update. The marked element must sit outside the boundary, and the boundary must not be rendered
 * again with new props before it hydrated (memoise what renders it): React would have to hydrate
 * it at once.
 */
export function NearView({ gate: key, children }: { gate: string; children: ReactNode }): ReactNode {
  const wait = gate(key);
  if (wait) use(wait);
  return children;
}
