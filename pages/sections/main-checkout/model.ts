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
}
