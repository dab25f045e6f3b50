/**
 * main-thank-you: the placed order (number, email, payment status — a bank transfer's deadline —
 * delivery, lines and totals) for the shopper who placed it, proven by the order cookie the
 * checkout action set; anyone else gets a form asking for the order's email first.
 */
import { useEffect } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { Button, Heading, InlineNotice, Stack, Text, TextField } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { formatMoney } from '../../../lib/money/formatMoney';
import { progressSteps } from '../../../lib/orders';
import { refreshCart } from '../../cart/cartStore';
import type { SectionProps } from '../../layout/types';
import { CheckoutMessages } from '../main-checkout/CheckoutMessages';
import { useMessageText } from '../main-checkout/fields';
import * as styles from '../main-checkout/MainCheckout.css';
import { OrderSummary } from '../main-checkout/OrderSummary';
import { SectionShell, sharedStyles } from '../shared';
import { PaymentCountdown } from '../shared/PaymentCountdown';
import type { OrderLookupActionData, PurchaseView, ThankYouOrderView } from './model';
import type { schema } from './schema';
import * as thankYouStyles from './thankYou.css';

/** Card brands as their owners write them (lib/validation cardBrands); not translated. */
const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/** The progress steps (Ordered … Delivered) with the order's current one; none once cancelled. */
const OrderProgressSteps = ({ order }: { order: ThankYouOrderView }) => {
  const intl = useIntl();
  if (order.state === 'cancelled') return null;
  const current = order.progressIndex;
  return (
    <ol
      className={thankYouStyles.progress}
      aria-label={intl.formatMessage({ id: 'thankYou.progress.label' })}
    >
      {progressSteps.map((step, index) => (
        <li
          key={step}
          className={thankYouStyles.step}
          data-state={index < current ? 'done' : index === current ? 'current' : 'upcoming'}
          aria-current={index === current ? 'step' : undefined}
        >
          {intl.formatMessage({ id: `thankYou.progress.${step}` })}
        </li>
      ))}
    </ol>
  );
};

const PaymentStatus = ({ order }: { order: ThankYouOrderView }) => {
  const intl = useIntl();
  const total = formatMoney(order.total.amount, order.total.currency, intl.locale);
  if (order.paymentStatus === 'unpaid' && order.paymentDeadline) {
    return <PaymentCountdown deadline={order.paymentDeadline} total={total} state={order.state} />;
  }
  if (order.paymentStatus === 'paid') {
    const { card } = order;
    return (
      <InlineNotice tone="success" live="off">
        {card
          ? intl.formatMessage(
              { id: 'thankYou.payment.paidCard' },
              {
                total,
                brand:
                  brandNames[card.brand ?? ''] ?? intl.formatMessage({ id: 'thankYou.payment.cardGeneric' }),
                last4: card.last4,
              },
            )
          : intl.formatMessage({ id: 'thankYou.payment.paid' }, { total })}
      </InlineNotice>
    );
  }
  return (
    <InlineNotice tone="info" live="off">
      {intl.formatMessage({ id: 'thankYou.payment.status' }, { status: order.paymentStatus })}
    </InlineNotice>
  );
};

const OrderLookup = ({ number }: { number: string }) => {
  const intl = useIntl();
  const text = useMessageText();
  const answer = useActionData() as OrderLookupActionData | undefined;
  const navigation = useNavigation();
  return (
    <SectionShell narrow labelledBy="thank-you-title">
      <Stack space="large">
        <Heading level="2" as="h1" id="thank-you-title">
          {intl.formatMessage({ id: 'thankYou.lookup.title' })}
        </Heading>
        <Text>{intl.formatMessage({ id: 'thankYou.lookup.intro' }, { number })}</Text>
        <Form method="post" noValidate className={styles.form}>
          <TextField
            id="thank-you-email"
            name="email"
            type="email"
            autoComplete="email"
            label={intl.formatMessage({ id: 'checkout.field.email' })}
            defaultValue={answer?.email ?? ''}
            error={answer?.error ? text(answer.error) : undefined}
            required
          />
          <div>
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {intl.formatMessage({ id: 'thankYou.lookup.submit' })}
            </Button>
          </div>
        </Form>
      </Stack>
    </SectionShell>
  );
};

/**
 * The order as the consented tracker reports its purchase (read only when analytics is allowed;
 * `pending` while a bank transfer is unpaid, which reports the processing page path).
 */
const PurchaseData = ({ purchase }: { purchase: PurchaseView }) => (
  <script
    type="application/json"
    data-track="purchase"
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped cannot close the tag.
    dangerouslySetInnerHTML={{ __html: JSON.stringify(purchase).replace(/</g, '\\u003c') }}
  />
);

const ThankYouContent = ({ settings, page }: SectionProps<typeof schema>) => {
  const intl = useIntl();
  // The order used up the cart (its cookie is gone): the header's cached count follows.
  useEffect(() => {
    void refreshCart();
  }, []);
  if (page.kind !== 'thankYou') return null;
  const { order } = page;
  if (!order) return <OrderLookup number={page.number} />;
  return (
    <SectionShell labelledBy="thank-you-title">
      <PurchaseData purchase={order.purchase} />
      <div className={styles.grid.end}>
        <div className={styles.main}>
          <Stack space="small">
            <Text tone="secondary">
              {intl.formatMessage({ id: 'thankYou.orderNumber' }, { name: order.name })}
            </Text>
            <Heading level="2" as="h1" id="thank-you-title">
              {intl.formatMessage({ id: 'thankYou.title' }, { name: order.firstName })}
            </Heading>
            <Text>{intl.formatMessage({ id: 'thankYou.confirmed' }, { email: order.email })}</Text>
          </Stack>
          <PaymentStatus order={order} />
          <OrderProgressSteps order={order} />
          <dl className={styles.recap}>
            <div className={styles.recapRow}>
              <dt className={styles.recapTerm}>{intl.formatMessage({ id: 'checkout.recap.contact' })}</dt>
              <dd className={styles.recapValue}>{order.email}</dd>
            </div>
            <div className={styles.recapRow}>
              <dt className={styles.recapTerm}>{intl.formatMessage({ id: 'checkout.recap.shipTo' })}</dt>
              <dd className={styles.recapValue}>{order.shipTo}</dd>
            </div>
            {order.shippingMethod ? (
              <div className={styles.recapRow}>
                <dt className={styles.recapTerm}>{intl.formatMessage({ id: 'checkout.recap.method' })}</dt>
                <dd className={styles.recapValue}>{order.shippingMethod}</dd>
              </div>
            ) : null}
          </dl>
          <div>
            <Button href={settings.continueUrl || '/collections/all'} size="large">
              {intl.formatMessage({ id: 'checkout.continueShopping' })}
            </Button>
          </div>
        </div>
        <aside className={[styles.orderAside, sharedStyles.tone[settings.summaryTone]].join(' ')}>
          <OrderSummary view={order.summary} headingId="thank-you-summary" />
        </aside>
      </div>
    </SectionShell>
  );
};

/** The section; its texts are the checkout scope's, which come with it (CheckoutMessages). */
export const MainThankYou = (props: SectionProps<typeof schema>) => (
  <CheckoutMessages>
    <ThankYouContent {...props} />
  </CheckoutMessages>
);

export default MainThankYou;
