/**
 * main-checkout: the breadcrumb Cart › Information › Shipping › Payment, the current
 * step's form and the order summary beside it (collapsed above the form on phones). Every step
 * posts to the route action and works without JavaScript; with it, react-hook-form checks the
 * fields first with the same lib/validation schemas and the step submits without a reload.
 */
import { useState } from 'react';
import { Button, Heading, Icon, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { formatMoney } from '../../../lib/money/formatMoney';
import type { SectionProps } from '../../layout/types';
import { SectionShell, sharedStyles } from '../shared';
import { CheckoutMessages } from './CheckoutMessages';
import { InformationForm } from './InformationForm';
import * as styles from './MainCheckout.css';
import type { MainCheckoutData } from './model';
import { cartSummaryView, OrderSummary } from './OrderSummary';
import { PaymentForm } from './PaymentForm';
import { ShippingForm } from './ShippingForm';
import type { schema } from './schema';
import { type CheckoutStep, checkoutSteps, stepLabelIds, stepUrl } from './steps';

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
}: SectionProps<typeof schema, MainCheckoutData>) => {
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
        (
          cart.shippingMethods.find((method) => method.id === cart.shippingMethodId) ??
          cart.shippingMethods[0]
        )?.id ??
        null)
      : undefined;
  const view = cartSummaryView(cart, shownShipping);
  const express =
    settings.showExpressPay && themeSettings.payLater.includes('paypal') && step === 'contact_information';
  const { currency: currencySettings } = themeSettings;
  const currencyNote = currencySettings.show_selector
    ? currencySettings.check_display
      ? 'estimate'
      : 'charged'
    : undefined;
  const total = (
    <span className={styles.mobileSummaryTotal}>
      {formatMoney(view.total.amount, view.total.currency, intl.locale)}
    </span>
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
              <OrderSummary view={view} headingId="checkout-summary-mobile" currencyNote={currencyNote} />
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
          <OrderSummary view={view} headingId="checkout-summary" currencyNote={currencyNote} />
        </aside>
      </div>
    </SectionShell>
  );
};

/** The section; its texts are the checkout scope's, which come with it (CheckoutMessages). */
export const MainCheckout = (props: SectionProps<typeof schema, MainCheckoutData>) => (
  <CheckoutMessages>
    <CheckoutContent {...props} />
  </CheckoutMessages>
);

export default MainCheckout;
