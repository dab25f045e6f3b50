import type { HotCountriesResponse } from '../../../api/cart';
import type { PaymentMethodsResponse } from '../../../api/checkout';
import { bankTransferPaymentWindowMinutes } from '../../../lib/orders/paymentDeadline';
import type { SectionLoadArgs } from '../../layout/types';
import { requestLocale } from '../../loaders/request';
import { countryName, countryOptions } from './countries';
import type { MainCheckoutData } from './model';
import type { schema } from './schema';

/** Offered when the store cannot be asked: the two methods the test store always has. */
const fallbackPaymentMethods: PaymentMethodsResponse['data'] = [
  { method: 'card', name: 'Card', payment_window_minutes: null },
  {
    method: 'bank_transfer',
    name: 'Bank transfer',
    payment_window_minutes: bankTransferPaymentWindowMinutes,
  },
];

export async function load({ context }: SectionLoadArgs<typeof schema>): Promise<MainCheckoutData> {
  const { page, store, request } = context;
  const { locale } = requestLocale(request);
  const step = page.kind === 'checkout' && page.cart ? page.step : null;
  const address = page.kind === 'checkout' ? page.cart?.address : null;
  // Each list degrades on its own: no hot countries still lists every country.
  const [hot, methods] = await Promise.all([
    step === 'contact_information'
      ? store.cart.hotCountries().catch((): HotCountriesResponse => [])
      : Promise.resolve<HotCountriesResponse>([]),
    step === 'payment_method'
      ? store.checkout
          .paymentMethods()
          .then((answer) => answer.data)
          .catch(() => fallbackPaymentMethods)
      : Promise.resolve([]),
  ]);
  const countries = step === 'contact_information' ? countryOptions(locale, hot) : { hot: [], other: [] };
  return {
    hotCountries: countries.hot,
    otherCountries: countries.other,
    countryName: address?.country ? countryName(address.country, locale) : '',
    paymentMethods: methods,
    idempotencyKey: step === 'payment_method' ? crypto.randomUUID() : '',
  };
}
