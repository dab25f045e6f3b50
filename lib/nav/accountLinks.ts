/**
 * The store's base option `checkout_member_config`: `guest` stores have no customer
 * accounts at all, so every account link disappears.
 */
export const memberConfigs = ['guest', 'optional', 'required'] as const;
export type MemberConfig = (typeof memberConfigs)[number];

export type AccountLinkKind = 'login' | 'account' | 'logout';

/**
 * Account and log-out links when logged in, a log-in link otherwise;
 * none at all when the checkout member config is guest.
 */
export const accountLinkKinds = ({
  loggedIn,
  memberConfig,
}: {
  loggedIn: boolean;
  memberConfig: MemberConfig;
}): AccountLinkKind[] => {
  if (memberConfig === 'guest') return [];
  return loggedIn ? ['account', 'logout'] : ['login'];
};

/** The service email shows only when enabled and an address is configured. */
export const visibleServiceEmail = (showEmail: boolean | undefined, email: string | undefined) => {
  const trimmed = email?.trim();
  return showEmail && trimmed ? trimmed : undefined;
};
