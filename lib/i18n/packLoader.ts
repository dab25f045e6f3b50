/**
 * Loads a language pack on demand: each `locales/<locale>.json` is its own chunk (precompiled like
 * every pack, scripts/lib/localePacks.ts), fetched only for a page in that language, never all at
 * once. A failed load is retried; when every try fails the page stays in en-US and says so
 * (`packFailed`, shown by the root). A language without a pack file yet is en-US, silently.
 */
import { defaultMessages, type Messages } from './loadMessages';
import { defaultLocale, isSupportedLocale } from './locales';
import { localizePath } from './localeUrl';
import { packs } from './packCache';

type PackImport = () => Promise<Messages>;

/** Every pack but en-US (which every page bundles), each a lazy import. */
const packImports = import.meta.glob<Messages>(['../../locales/*.json', '!../../locales/en-US.json'], {
  import: 'default',
});

const importerFor = (locale: string): PackImport | undefined => packImports[`../../locales/${locale}.json`];

/** Tries after the first, and the pause before each (ms): a brief network failure recovers. */
export const PACK_RETRY_DELAYS = [300, 1200] as const;

/**
 * `load()`, tried again after each of `delays` (ms) when it rejects; rejects with the last error
 * when every try failed.
 */
export async function withRetries<T>(
  load: () => Promise<T>,
  delays: readonly number[] = PACK_RETRY_DELAYS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

const pending = new Map<string, Promise<boolean>>();

const localizeIn = (href: string, locale: string) =>
  isSupportedLocale(locale) ? localizePath(href, locale) : href;

const remember = (locale: string, messages: Messages) => {
  packs.loaded.set(locale, messages);
  packs.failed.delete(locale);
  packs.localize = localizeIn;
};

export interface LoadPackOptions {
  /** The pack's import (tests); @default the build's chunk for `locale` */
  importPack?: PackImport;
  /** @default PACK_RETRY_DELAYS */
  delays?: readonly number[];
  wait?: (ms: number) => Promise<void>;
}

/**
 * Loads `locale`'s pack into the pack cache (merged over the en-US messages every page has, so an
 * id the pack lacks reads in English), once per page however many ask. Resolves true when the
 * page can speak it, false when every try failed: the cache then records the failure and the page
 * shows en-US. Never rejects.
 */
export function loadPack(locale: string, options: LoadPackOptions = {}): Promise<boolean> {
  if (locale === defaultLocale || packs.loaded.has(locale)) return Promise.resolve(true);
  const importPack = options.importPack ?? importerFor(locale);
  if (!importPack) {
    remember(locale, defaultMessages);
    return Promise.resolve(true);
  }
  let loading = pending.get(locale);
  if (!loading) {
    loading = withRetries(importPack, options.delays, options.wait).then(
      (messages) => {
        // Both packs come through the same build step, so both are strings or both are ASTs.
        remember(locale, { ...defaultMessages, ...messages } as Messages);
        pending.delete(locale);
        return true;
      },
      () => {
        packs.failed.add(locale);
        // The page stays in the language's URLs even while it shows en-US.
        packs.localize = localizeIn;
        pending.delete(locale);
        return false;
      },
    );
    pending.set(locale, loading);
  }
  return loading;
}
