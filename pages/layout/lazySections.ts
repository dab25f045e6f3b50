/**
 * Sections the browser loads on demand (the product page's initial JavaScript stays ≤ 140 KB:
 * dialogs, carousel and non-critical widgets load lazily).
 *
 * SectionList wraps each lazily loaded section in its own Suspense boundary. The server renders it
 * whole (entry.server.tsx gives it every component), so the HTML is complete and works without
 * JavaScript. While the browser hydrates, a boundary whose chunk has not arrived keeps that server
 * HTML untouched and hydrates once it has — React's selective hydration. What this module adds is
 * *when* the chunk is asked for, per the section's line in pages/sections/registry.ts:
 * - `visible`, during the first hydration: not before a server-rendered instance of the section is
 *   within a screen of the viewport (IntersectionObserver), so recommendations below the product
 *   form, or the home page's lower sections, cost nothing until the shopper scrolls towards them;
 * - `none`, during the first hydration: never — the section stays the server's static HTML, and
 *   its code is not downloaded at all for that page view;
 * - afterwards (a client navigation renders a section the page did not have), at once.
 *
 * One catch, and the reason every gate opens on the first router update: React throws away a
 * dehydrated boundary's HTML when the boundary is rendered again, so SectionList renders a section
 * again only when its props change (it is memoised). But every router update (a fetcher's add to
 * cart, a navigation, a revalidation) changes React Router's state context, which React propagates
 * into every dehydrated boundary: the update is a transition and cannot commit until each of them
 * has hydrated. A boundary still gated — a `visible` section off screen, or any `none` section —
 * would hold that update (the add's answer, the cart popup) back for ever, or until a scroll that
 * may never come. So the first router update after hydration releases every gate
 * (`releaseSectionGates`, from SectionList's render): the chunks load, the boundaries hydrate and
 * the update commits. A static section's code is therefore downloaded then, never before.
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

/** Whether the first router update has opened every gate (NearView.ts waits the same way). */
export const gatesOpened = () => opened;

/** Calls `release` when the gates open, unless it is dropped first (`waiting.delete`). */
export const waitForGates = (release: () => void) => {
  waiting.add(release);
  return () => waiting.delete(release);
};

/** Lets every section still waiting for the viewport load now. */
export function releaseSectionGates() {
  // Also for boundaries React has not tried to hydrate yet: rendered by this update, they must
  // not start waiting now.
  opened = true;
  for (const release of waiting) release();
  waiting.clear();
}

/** How a lazily loaded section waits during the first hydration (pages/sections/registry.ts). */
export type SectionGate = 'none' | 'visible';

/**
 * Resolves when a server-rendered frame of `type` may hydrate: for `visible`, once it is within a
 * screen of the viewport; for `none`, only when the gates are released.
 */
function gate(type: string, mode: SectionGate): Promise<void> {
  if (opened || typeof document === 'undefined') return Promise.resolve();
  if (mode === 'visible' && typeof IntersectionObserver === 'undefined') return Promise.resolve();
  // A lazy component asks for its chunk once, the first time React renders it. If frames of its
  // type are already in the document then, they are the server's, being hydrated (React hydrates
  // Suspense boundaries after the root has committed, so `hydrated` cannot tell). A type first met
  // in a client navigation has no frame yet: it loads at once.
  const frames = document.querySelectorAll(`[data-section-type="${CSS.escape(type)}"]`);
  if (frames.length === 0) return Promise.resolve();
  if (mode === 'none') {
    return new Promise((resolve) => {
      const release = () => {
        waiting.delete(release);
        resolve();
      };
      waiting.add(release);
    });
  }
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
export function lazySection<P>(
  type: string,
  load: () => Promise<ComponentType<P>>,
  mode: SectionGate,
): ComponentType<P> {
  return lazy(() =>
    gate(type, mode)
      .then(load)
      .then((component) => ({ default: component })),
  );
}
