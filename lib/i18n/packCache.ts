/**
 * The language packs this process or page has loaded (lib/i18n/packLoader.ts fills it), read
 * synchronously when rendering: the server's root loader and the browser's entry wait for the
 * page's pack before the first render, so server and browser render the same text. One plain
 * object, apart from the loader and free of the URL rules, so an en-US page carries only these few
 * lines; the loader (with lib/i18n/localeUrl.ts) comes when a language other than en-US does.
 */
import type { ComponentType } from 'react';
import type { Messages } from './loadMessages';

export const packs: {
  /** Each loaded pack (merged over en-US), by pack name. */
  loaded: Map<string, Messages>;
  /** The packs that could not be loaded after their retries; `*` when the loader itself failed. */
  failed: Set<string>;
  /** How to put a path in a language, once a language other than en-US has loaded. */
  localize?: (href: string, locale: string) => string;
  /** What the page shows when its pack failed (it comes with the pack loader). */
  failedNotice?: ComponentType<{ locale: string }>;
} = { loaded: new Map(), failed: new Set() };

/**
 * The first path segment when it is two letters, the shape of every language prefix
 * (lib/i18n/localeUrl.ts): a change of it may be a change of language.
 */
export const languageSegment = (pathname: string): string =>
  /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1] ?? '';
