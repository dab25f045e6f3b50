/**
 * main-checkout (spec §2): the breadcrumb Cart › Information › Shipping › Payment, the current
 * step's form and the order summary beside it (collapsed above the form on phones). Every step
 * posts to the route action and works without JavaScript; with it, react-hook-form checks the
 * fields first with the same lib/validation schemas and the step submits without a reload.
 */

import { useState } from 'react';
import type { HotCountriesResponse } from '../../../api/cart';
import type { PaymentMethodsResponse } from '../../../api/checkout';
import { sessionFromCookieHeader } from '../../../api/session';
import { Button, Heading, Icon, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { formatMoney } from '../../../lib/money/formatMoney';
import { bankTransferPaymentWindowMinutes } from '../../../lib/orders/paymentDeadline';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionLoadArgs, type SectionProps } from '../../layout/types';
import { requestLocale } from '../../loaders/request';
import { SectionShell, sharedStyles } from '../shared';
import { CheckoutMessages } from './CheckoutMessages';
import { type CountryOption, countryName, countryOptions } from './countries';
import { InformationForm } from './InformationForm';
import * as styles from './MainCheckout.css';
import { cartSummaryView, OrderSummary } from './OrderSummary';
import { PaymentForm } from './PaymentForm';
import { ShippingForm } from './ShippingForm';
import { type CheckoutStep, checkoutSteps, stepLabelIds, stepUrl } from './steps';

export const mainCheckoutSchema = defineSection({
  type: 'main-checkout',
  name: 'Checkout',
  limit: 1,
  settings: [
    {
      id: 'summaryPosition',
      type: 'select',
      label: 'Order summary on wide screens',
      options: [
        { value: 'end', label: 'After the form' },
        { value: 'start', label: 'Before the form' },
      ],
      default: 'end',
    },
    { id: 'summaryTone', type: 'tokenTone', label: 'Order summary background', default: 'none' },
    {
      id: 'showExpressPay',
      type: 'boolean',
      label: 'Show express checkout (when the theme offers PayPal)',
      default: false,
    },
  ],
});

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

/** Offered when the store cannot be asked: the two methods the test store always has. */
const fallbackPaymentMethods: PaymentMethodsResponse['data'] = [
  { method: 'card', name: 'Card', payment_window_minutes: null },
  {
    method: 'bank_transfer',
    name: 'Bank transfer',
    payment_window_minutes: bankTransferPaymentWindowMinutes,
  },
];

async function loadCheckout({
  context,
}: SectionLoadArgs<typeof mainCheckoutSchema>): Promise<MainCheckoutData> {
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
          .then((answer) => answer.data)
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
  store: SectionLoadArgs<typeof mainCheckoutSchema>['context']['store'],
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

const Breadcrumb = ({ step, cartHash }: { step: CheckoutStep; cartHash: string | null }) => {
  const intl = useIntl();
  const current = checkoutSteps.indexOf(step);
  const separator = (
    <span className={styles.crumbSeparator} aria-hidden="true">
      ›
    </span>
  );
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.breadcrumb' })}>
      <ol className={styles.breadcrumb}>
        <li className={styles.crumb}>
          <a className={styles.crumbLink} href="/cart">
            {intl.formatMessage({ id: 'checkout.step.cart' })}
          </a>
        </li>
        {checkoutSteps.map((candidate, index) => {
          const label = intl.formatMessage({ id: stepLabelIds[candidate] });
          return (
            <li key={candidate} className={styles.crumb}>
              {separator}
              {index < current ? (
                <a className={styles.crumbLink} href={stepUrl(cartHash, candidate)}>
                  {label}
                </a>
              ) : index === current ? (
                <span className={styles.crumbCurrent} aria-current="step">
                  {label}
                </span>
              ) : (
                <span className={styles.crumbLater}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};

/** PayPal's place in the express row; informational only, as no PayPal backend exists. */
const ExpressPay = () => {
  const intl = useIntl();
  return (
    <section className={styles.expressPay} aria-labelledby="checkout-express-title">
      <Heading level="4" as="h2" id="checkout-express-title" align="center">
        {intl.formatMessage({ id: 'checkout.express.title' })}
      </Heading>
      <Button variant="soft" tone="neutral" disabled fullWidth>
        PayPal
      </Button>
      <Text size="small" tone="secondary" align="center">
        {intl.formatMessage({ id: 'checkout.express.unavailable' })}
      </Text>
    </section>
  );
};

const EmptyCheckout = ({ placed }: { placed: boolean }) => {
  const intl = useIntl();
  return (
    <Stack space="medium">
      <Text>{intl.formatMessage({ id: placed ? 'checkout.placed' : 'checkout.empty' })}</Text>
      <div>
        <Button href="/collections/all" variant="solid" tone="brandAccent">
          {intl.formatMessage({ id: 'checkout.continueShopping' })}
        </Button>
      </div>
    </Stack>
  );
};

const CheckoutContent = ({
  settings,
  data,
  page,
  themeSettings,
}: SectionProps<typeof mainCheckoutSchema, MainCheckoutData>) => {
  const intl = useIntl();
  const [pickedShipping, setPickedShipping] = useState<number | null>(null);
  if (page.kind !== 'checkout') return null;
  const { cart, step, cartHash } = page;
  const title = (
    <Heading level="2" as="h1" id="checkout-title">
      {intl.formatMessage({ id: 'checkout.title' })}
    </Heading>
  );
  if (!cart) {
    return (
      <SectionShell narrow labelledBy="checkout-title">
        <Stack space="large">
          {title}
          <EmptyCheckout placed={page.status === 'placed'} />
        </Stack>
      </SectionShell>
    );
  }
  // The shipping step's form starts on the saved method, else the first: the summary shows that
  // price, then whichever the shopper picks.
  const shownShipping =
    step === 'shipping_method'
      ? (pickedShipping ??
        (cart.shipping.find((method) => method.id === cart.shipping_method_id) ?? cart.shipping[0])?.id ??
        null)
      : undefined;
  const view = cartSummaryView(cart, shownShipping);
  const payLater = Array.isArray(themeSettings.payLater) ? themeSettings.payLater : [];
  const express = settings.showExpressPay && payLater.includes('paypal') && step === 'contact_information';
  const total = (
    <span className={styles.mobileSummaryTotal}>{formatMoney(view.total, view.currency, intl.locale)}</span>
  );

  return (
    <SectionShell labelledBy="checkout-title">
      <div className={styles.grid[settings.summaryPosition]}>
        <div className={styles.main}>
          {title}
          <Breadcrumb step={step} cartHash={cartHash} />
          <details className={styles.mobileSummary}>
            <summary className={styles.mobileSummaryToggle}>
              <span className={styles.toggleLabel}>
                {/* Both labels are rendered; CSS shows the one for the open state, also without JavaScript. */}
                <span className={styles.whenClosed}>
                  {intl.formatMessage({ id: 'checkout.summary.toggle' })}
                </span>
                <span className={styles.whenOpen}>{intl.formatMessage({ id: 'checkout.summary.hide' })}</span>
                <span className={styles.chevron}>
                  <Icon name="chevronDown" size="small" />
                </span>
              </span>
              {total}
            </summary>
            <div className={styles.mobileSummaryBody}>
              <OrderSummary view={view} headingId="checkout-summary-mobile" />
            </div>
          </details>
          {express ? <ExpressPay /> : null}
          {step === 'contact_information' ? (
            <InformationForm
              cart={cart}
              cartHash={cartHash}
              hotCountries={data.hotCountries}
              otherCountries={data.otherCountries}
              customer={data.customer}
            />
          ) : step === 'shipping_method' ? (
            <ShippingForm
              cart={cart}
              cartHash={cartHash}
              countryName={data.countryName}
              onPick={setPickedShipping}
            />
          ) : (
            <PaymentForm
              cart={cart}
              cartHash={cartHash}
              countryName={data.countryName}
              methods={data.paymentMethods}
              idempotencyKey={data.idempotencyKey}
              csrfToken={data.customer?.csrfToken}
            />
          )}
        </div>
        <aside className={[styles.aside, sharedStyles.tone[settings.summaryTone]].join(' ')}>
          <OrderSummary view={view} headingId="checkout-summary" />
        </aside>
      </div>
    </SectionShell>
  );
};

/** The section; its texts are the checkout scope's, which come with it (CheckoutMessages). */
export const MainCheckout = (props: SectionProps<typeof mainCheckoutSchema, MainCheckoutData>) => (
  <CheckoutMessages>
    <CheckoutContent {...props} />
  </CheckoutMessages>
);

export const mainCheckout = defineSectionEntry({
  schema: mainCheckoutSchema,
  component: MainCheckout,
  load: loadCheckout,
});
