import enUS from '../../locales/en-US.json';
import { defaultLocale } from './locales';

export type Messages = Record<string, string>;

/** The source pack; bundled statically because every other pack falls back to it. */
export const defaultMessages: Messages = enUS;

const cache = new Map<string, Promise<Messages>>();

/**
 * The messages for a locale: its pack from `locales/<locale>.json`, loaded
 * on demand (spec §7: language files load on demand), with every message it
 * lacks taken from en-US. A missing or broken pack yields en-US, so adding a
 * language is a data-only change: drop in the JSON file.
 */
export const loadMessages = (locale: string): Promise<Messages> => {
  if (locale === defaultLocale) return Promise.resolve(defaultMessages);
  let pending = cache.get(locale);
  if (!pending) {
    pending = import(`../../locales/${locale}.json`)
      .then((module: { default: Messages }) => ({ ...defaultMessages, ...module.default }))
      .catch(() => {
        cache.delete(locale);
        return defaultMessages;
      });
    cache.set(locale, pending);
  }
  return pending;
};
