/**
 * The browser's entry: React Router's own, except that a page in a language other than en-US
 * first loads that language's pack (lib/i18n/packLoader.ts, retried on failure), so the page
 * hydrates with the text the server rendered. An en-US page hydrates at once and never loads the
 * pack loader.
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLanguage } from './layout/languageStart';

const hydrate = () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });

if (document.documentElement.lang === 'en-US') hydrate();
else void loadLanguage().finally(hydrate);
