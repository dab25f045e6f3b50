import type { PaymentMethodsResponse } from '../../../api/checkout';
import type { CountryOption } from './countries';

/** What the section loads beside the route's cart: the step's options. */
export interface MainCheckoutData {
  hotCountries: CountryOption[];
  otherCountries: CountryOption[];
  /** The delivery country's name, for the recap. */
  countryName: string;
  paymentMethods: PaymentMethodsResponse['data'];
  /** A fresh key per rendered payment form (a double submit places one order). */
  idempotencyKey: string;
  /**
   * A logged-in customer: their email and default address fill an empty information step, and
   * the payment step offers to save the card (the session's CSRF token goes with the post).
   */
  customer: { email: string; csrfToken: string; address: Record<string, string> | null } | null;
}
