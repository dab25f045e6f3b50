import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { FileStore } from '../media/fileStore';
import type { Locale } from './lang';

/** What every request can reach: the database, the uploads' store, the store's country and currency. */
export interface StoreContext {
  db: Db;
  /** Shoppers' uploads (review photos). */
  files: FileStore;
  storeLocation: { country: string; currency: string };
  /** Where account mail goes (server/mail/mailer.ts). */
  mailer?: Mailer;
  /** The clock of account rules (sessions, mailed links); tests pass a fake one. @default Date */
  now?: () => Date;
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
