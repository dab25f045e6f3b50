import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enUS from '../../locales/en-US.json';
import rootEnUS from '../../locales/en-US.json?scope=root';
import { defaultLocale } from './locales';

/**
 * A language pack, by message id. The storefront build precompiles every pack to ICU ASTs
 * (`vite.config.ts`, `compileMessages`), so the browser formats without a parser; Vitest and
 * Storybook import the JSON as it is, strings. One build never mixes the two.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * The en-US messages every page may show, bundled statically for every page: the pack without
 * the ids of a message scope (`messageScopes.ts`; the checkout's travel with its sections and are
 * added by `ScopedMessages`). Split the same way in Vitest and Storybook (scripts/lib/localePacks.ts).
 */
export const defaultMessages: Messages = rootEnUS;

const cache = new Map<string, Promise<Messages>>();

/**
 * The messages for a locale: its pack from `locales/<locale>.json`, loaded
 * on demand, with every message it
 * lacks taken from en-US — the whole en-US pack, scoped ids included, so the
 * pack the root loader sends is complete. A missing or broken pack yields
 * en-US, so adding a language is a data-only change: drop in the JSON file.
 * (Only the root loader calls this; the browser's bundle keeps `defaultMessages` alone.)
 */
export const loadMessages = (locale: string): Promise<Messages> => {
  if (locale === defaultLocale) return Promise.resolve(defaultMessages);
  let pending = cache.get(locale);
  if (!pending) {
    pending = import(`../../locales/${locale}.json`)
      // Both packs come through the same build step, so both are strings or both are ASTs.
      .then((module: { default: Messages }) => ({ ...(enUS as Messages), ...module.default }) as Messages)
      .catch(() => {
        cache.delete(locale);
        return defaultMessages;
      });
    cache.set(locale, pending);
  }
  return pending;
};
