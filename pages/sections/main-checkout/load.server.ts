import type { HotCountriesResponse } from '../../../api/cart';
import { sessionFromCookieHeader } from '../../../api/session';
import { bankTransferPaymentWindowMinutes } from '../../../lib/orders/paymentDeadline';
import type { SectionLoadArgs } from '../../layout/types';
import { requestLocale } from '../../loaders/request';
import { toPaymentMethodViews } from './checkoutView';
import { countryName, countryOptions } from './countries';
import type { MainCheckoutData, PaymentMethodView } from './model';
import type { schema } from './schema';
import type { CheckoutStep } from './steps';

/** Offered when the store cannot be asked: the two methods the test store always has. */
const fallbackPaymentMethods: PaymentMethodView[] = [
  { method: 'card', name: 'Card', paymentWindowMinutes: null },
  {
    method: 'bank_transfer',
    name: 'Bank transfer',
    paymentWindowMinutes: bankTransferPaymentWindowMinutes,
  },
];

export async function load({ context }: SectionLoadArgs<typeof schema>): Promise<MainCheckoutData> {
  const { page, store, request } = context;
  const { locale } = requestLocale(request);
  const step = page.kind === 'checkout' && page.cart ? page.step : null;
  const address = page.kind === 'checkout' ? page.cart?.address : null;
  // Each list degrades on its own: no hot countries still lists every country.
  const [hot, methods, customer] = await Promise.all([
    step === 'contact_information'
      ? store.cart.hotCountries().catch((): HotCountriesResponse => [])
      : Promise.resolve<HotCountriesResponse>([]),
    step === 'payment_method'
      ? store.checkout
          .paymentMethods()
          .then((answer) => toPaymentMethodViews(answer.data))
          .catch(() => fallbackPaymentMethods)
      : Promise.resolve([]),
    step ? checkoutCustomer(store, request, step) : Promise.resolve(null),
  ]);
  const countries = step === 'contact_information' ? countryOptions(locale, hot) : { hot: [], other: [] };
  return {
    hotCountries: countries.hot,
    otherCountries: countries.other,
    countryName: address?.country ? countryName(address.country, locale) : '',
    paymentMethods: methods,
    idempotencyKey: step === 'payment_method' ? crypto.randomUUID() : '',
    customer,
  };
}

/** The logged-in customer's email, CSRF token and (on the first step) default address; never throws. */
async function checkoutCustomer(
  store: SectionLoadArgs<typeof schema>['context']['store'],
  request: Request,
  step: CheckoutStep,
): Promise<MainCheckoutData['customer']> {
  // Guests (no session cookie) skip the call.
  const info = sessionFromCookieHeader(request.headers.get('cookie')) ? await store.account.info() : null;
  if (!info) return null;
  const saved =
    step === 'contact_information'
      ? await store.addresses
          .list()
          .then((list) => list.find((address) => address.is_default) ?? list[0] ?? null)
          .catch(() => null)
      : null;
  return {
    email: info.email,
    csrfToken: info.csrf_token,
    address: saved
      ? {
          country: saved.country,
          firstName: saved.first_name,
          lastName: saved.last_name,
          address1: saved.address1,
          address2: saved.address2,
          city: saved.city,
          province: saved.province,
          postcode: saved.postcode,
          phone: saved.phone,
          personalCustomsCode: saved.personal_customs_code,
        }
      : null,
  };
}
