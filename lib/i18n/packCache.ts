/**
 * The language packs this process or page has loaded (lib/i18n/packLoader.ts fills it), read
 * synchronously when rendering: the server's root loader and the browser's entry wait for the
 * page's pack before the first render, so server and browser render the same text. Kept apart
 * from the loader, and free of the URL rules, so an en-US page carries only these few lines; the
 * loader (with lib/i18n/localeUrl.ts) comes when a language other than en-US does.
 */
import type { Messages } from './loadMessages';

/** What a loaded language brings besides its messages: how to put a path in a language. */
export type LocalizePath = (href: string, locale: string) => string;

const loaded = new Map<string, Messages>();
const failed = new Set<string>();
const listeners = new Set<() => void>();
let localizer: LocalizePath | undefined;
let requester: ((locale: string) => void) | undefined;

/** The pack of `locale` when it has loaded (merged over en-US), else undefined. */
export const packFor = (locale: string): Messages | undefined => loaded.get(locale);

/** Whether the pack of `locale` could not be loaded (after its retries). */
export const packFailed = (locale: string): boolean => failed.has(locale);

/** How to put a path in a language, once any language other than en-US has loaded. */
export const packLocalizer = (): LocalizePath | undefined => localizer;

const notify = () => {
  for (const listener of listeners) listener();
};

export const rememberPack = (locale: string, messages: Messages, localize: LocalizePath): void => {
  loaded.set(locale, messages);
  failed.delete(locale);
  localizer = localize;
  notify();
};

export const rememberPackFailure = (locale: string): void => {
  failed.add(locale);
  notify();
};

/** Called whenever a pack loads or fails; returns the unsubscribe function. */
export const onPackChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The browser's entry says how to load a pack later (a link into another language). */
export const setPackRequester = (load: (locale: string) => void): void => {
  requester = load;
};

/** Loads `locale`'s pack when the page has a way to (the browser); the cache tells when it is in. */
export const requestPack = (locale: string): void => requester?.(locale);

/**
 * The first path segment when it is two letters, the shape of every language prefix
 * (lib/i18n/localeUrl.ts): a change of it may be a change of language.
 */
export const languageSegment = (pathname: string): string =>
  /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1] ?? '';
