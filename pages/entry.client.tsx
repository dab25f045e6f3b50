/**
 * The browser entry (React Router's default, plus one thing). The server's HTML is complete and
 * usable before any JavaScript runs (links navigate, forms post), so nothing is gained by
 * hydrating before the browser has painted it — and a lot is lost when the scripts are already
 * cached or arrive fast: Chromium then runs the module scripts straight after parsing, and first
 * paint waits behind the whole hydration (issue 7: on the product page that was ~0.5 s of
 * script on this machine, ~2 s on a throttled phone, all of it before FCP/LCP). So hydration
 * starts in the task after the first frame. A hidden tab paints no frames; it hydrates at once.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

if (document.visibilityState === 'hidden') hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
