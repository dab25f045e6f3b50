import type { Db } from '../db/client';
import type { FileStore } from '../media/fileStore';
import type { Locale } from './lang';

/** What every request can reach: the database, the uploads' store, the store's country and currency. */
export interface StoreContext {
  db: Db;
  /** Shoppers' uploads (review photos). */
  files: FileStore;
  storeLocation: { country: string; currency: string };
}

/** The Hono environment of the app and every route module. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The shopper's locale from X-LANG, en-US when missing or unknown. */
    lang: Locale;
    ctx: StoreContext;
  };
}
