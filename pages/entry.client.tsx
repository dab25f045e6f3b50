/**
 * The browser's entry: React Router's own, except that a page in a language other than en-US
 * first loads that language's pack (lib/i18n/packLoader.ts, retried on failure), so the page
 * hydrates with the text the server rendered. An en-US page hydrates at once and never loads the
 * pack loader.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { rememberPackFailure, setPackRequester } from '../lib/i18n/packCache';

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

/** Loads a language's pack (and with it the URL rules); never rejects. */
const loadPack = (locale?: string) =>
  import('../lib/i18n/packLoader')
    .then((module) => module.loadPack(locale ?? module.localeOfPath(window.location.pathname)))
    // The loader itself did not come: the page shows en-US and says so (root.tsx).
    .catch(() => {
      if (locale) rememberPackFailure(locale);
    });

setPackRequester((locale) => void loadPack(locale));
if (document.documentElement.lang === 'en-US') hydrate();
else void loadPack().finally(hydrate);
