/**
 * Sections that hydrate when they come into view (issue 7: dialogs, carousel and non-critical
 * widgets load lazily; the product page's initial JavaScript ≤ 140 KB).
 *
 * SectionList wraps each lazily loaded section in its own Suspense boundary. The server renders it
 * whole (entry.server.tsx gives it every component), so the HTML is complete and works without
 * JavaScript. While the browser hydrates, a boundary whose chunk has not arrived keeps that server
 * HTML untouched and hydrates once it has — React's selective hydration. What this module adds is
 * *when* the chunk is asked for:
 * - during the first hydration, not before a server-rendered instance of the section is within a
 *   screen of the viewport (IntersectionObserver), so recommendations below the product form,
 *   or the home page's lower sections, cost nothing until the shopper scrolls towards them;
 * - afterwards (a client navigation renders a section the page did not have), at once.
 *
 * One catch: React throws away a dehydrated boundary's HTML when the boundary is rendered again,
 * so SectionList renders a section again only when its props change (it is memoised). And every
 * router update (a fetcher's add to cart, a navigation, a revalidation) changes React Router's
 * state context, which React propagates into every dehydrated boundary: the update is a
 * transition and cannot commit until each of them has hydrated. So the first router update after
 * hydration releases every gate (`releaseSectionGates`, from SectionList's render): the chunks
 * load and the update commits without waiting for a scroll that may never come.
 */
import { type ComponentType, lazy } from 'react';

let hydrated = false;
/** Set by the first update after hydration: from then on nothing waits for the viewport. */
let opened = false;
const waiting = new Set<() => void>();

/** Called once the root has hydrated (its effect); from then on a section renders again only on new data. */
export function markHydrated() {
  hydrated = true;
}

export const isHydrated = () => hydrated;

/** Lets every section still waiting for the viewport load now. */
export function releaseSectionGates() {
  // Also for boundaries React has not tried to hydrate yet: rendered by this update, they must
  // not start waiting now.
  opened = true;
  for (const release of waiting) release();
  waiting.clear();
}

/** Resolves when a server-rendered frame of `type` is within a screen of the viewport. */
function nearViewport(type: string): Promise<void> {
  if (opened || typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') {
    return Promise.resolve();
  }
  // A lazy component asks for its chunk once, the first time React renders it. If frames of its
  // type are already in the document then, they are the server's, being hydrated (React hydrates
  // Suspense boundaries after the root has committed, so `hydrated` cannot tell). A type first met
  // in a client navigation has no frame yet: it loads at once.
  const frames = document.querySelectorAll(`[data-section-type="${CSS.escape(type)}"]`);
  if (frames.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const release = () => {
      observer.disconnect();
      waiting.delete(release);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: '100% 0px' },
    );
    for (const frame of frames) observer.observe(frame);
    waiting.add(release);
  });
}

/** A component loaded on demand, gated as above. */
export function lazySection<P>(type: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() =>
    nearViewport(type)
      .then(load)
      .then((component) => ({ default: component })),
  );
}
