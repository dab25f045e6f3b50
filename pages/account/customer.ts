/**
 * The account area's page data: which screen, and the logged-in customer as the page layer sees
 * them (camelCase; the route loaders map the store's account info). Pure types and URLs.
 */

/** The public screens: log in, create an account, forgot / reset password, verify the email. */
export const accountAuthViews = ['login', 'register', 'forgot', 'reset', 'verify'] as const;
export type AccountAuthView = (typeof accountAuthViews)[number];

/** The customer's screens. */
export const accountViews = [
  'overview',
  'orders',
  'order',
  'addresses',
  'paymentMethods',
  'wishlist',
] as const;
export type AccountView = (typeof accountViews)[number];

export interface Customer {
  id: number;
  email: string;
  emailVerified: boolean;
  addressBookCount: number;
  /** The session's CSRF token: every account form's hidden `_token`. */
  csrfToken: string;
}

/** Where each account screen lives. */
export const accountUrls = {
  overview: '/account',
  orders: '/account/orders',
  addresses: '/account/addresses',
  paymentMethods: '/account/payment-methods',
  wishlist: '/account/wishlist',
  login: '/account/login',
  register: '/account/register',
  forgot: '/account/forgot',
  logout: '/logout',
  trackOrder: '/pages/track-order',
} as const;

export const orderUrl = (number: string) => `/account/orders/${encodeURIComponent(number)}`;

/**
 * Where to go after logging in: a path on this store only (`/…`, never `//host` or a scheme), so
 * a crafted link cannot send a shopper elsewhere; anything else is My Account.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 2000) return accountUrls.overview;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return accountUrls.overview;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return accountUrls.overview;
  // Logging in to land on the log-in or log-out page again is never what the shopper wants.
  if (value.startsWith(accountUrls.login) || value.startsWith(accountUrls.logout))
    return accountUrls.overview;
  return value;
}

/** The log-in page that brings the shopper back to `path` afterwards. */
export const loginUrl = (path?: string) =>
  path && path !== accountUrls.overview
    ? `${accountUrls.login}?return_to=${encodeURIComponent(path)}`
    : accountUrls.login;

/** Confirmations a redirect names in `?notice=` (anything else is ignored). */
export const accountNotices = [
  'loggedOut',
  'resetSent',
  'passwordReset',
  'verified',
  'verifySent',
  'welcome',
  'addressSaved',
  'addressDeleted',
  'defaultAddress',
  'cardSaved',
  'cardDeleted',
  'defaultCard',
  'wishlistRemoved',
] as const;
export type AccountNotice = (typeof accountNotices)[number];

/** The message id of a `?notice=` value, or null. */
export function noticeFrom(url: URL): string | null {
  const value = url.searchParams.get('notice');
  return (accountNotices as readonly string[]).includes(value ?? '') ? `account.notice.${value}` : null;
}

/** `path` with `?notice=…` (keeps an existing query). */
export const withNotice = (path: string, notice: AccountNotice) =>
  `${path}${path.includes('?') ? '&' : '?'}notice=${notice}`;
