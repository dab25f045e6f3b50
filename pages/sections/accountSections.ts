/**
 * The account screens' section components in one module, so the browser's on-demand list
 * (layout/sectionComponents.ts) reaches all seven through a single `import()` — one entry in the
 * root's preload map instead of seven (the product page's initial JavaScript has a budget).
 * Their routes bring them directly (routes/account.tsx, routes/track-order.tsx).
 */

import MainAccount from './main-account/Section';
import MainAccountAddresses from './main-account-addresses/Section';
import MainAccountAuth from './main-account-auth/Section';
import MainAccountOrder from './main-account-order/Section';
import MainAccountOrders from './main-account-orders/Section';
import MainAccountPaymentMethods from './main-account-payment-methods/Section';
import MainTrackOrder from './main-track-order/Section';

export const accountSections = {
  'main-account-auth': MainAccountAuth,
  'main-account': MainAccount,
  'main-account-orders': MainAccountOrders,
  'main-account-order': MainAccountOrder,
  'main-account-addresses': MainAccountAddresses,
  'main-account-payment-methods': MainAccountPaymentMethods,
  'main-track-order': MainTrackOrder,
};
export type AccountSectionType = keyof typeof accountSections;
