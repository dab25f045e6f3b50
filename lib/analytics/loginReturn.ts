/**
 * The login event: it fires once when a shopper comes back from logging in. Whatever sends them
 * to log in (a log-in link, the login dialog, an account page's redirect) sets a to-login flag in
 * session storage; the first page that finds the flag and a logged-in shopper fires `login` and
 * clears it. A shopper who gives up and comes back as a guest keeps the flag until they do log in
 * (or the tab closes: session storage is per tab).
 */

/** The session storage key of the to-login flag. */
export const toLoginFlagKey = 'vitrine.toLogin';

/** The part of `Storage` the rules use (session storage in the browser, a Map in tests). */
export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Remembers that the shopper is on their way to log in. Storage failures (private modes) are ignored. */
export function markToLogin(storage: FlagStorage | undefined): void {
  try {
    storage?.setItem(toLoginFlagKey, '1');
  } catch {
    // Without storage there is no login event; logging in still works.
  }
}

/**
 * True exactly once: when the flag is set and the shopper is now logged in (the flag is cleared
 * then). A guest leaves the flag as it is.
 */
export function consumeLoginReturn(storage: FlagStorage | undefined, loggedIn: boolean): boolean {
  try {
    if (!loggedIn || storage?.getItem(toLoginFlagKey) !== '1') return false;
    storage.removeItem(toLoginFlagKey);
    return true;
  } catch {
    return false;
  }
}
