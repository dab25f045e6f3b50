/**
 * main-thank-you: the placed order (number, email, payment status — a bank transfer's deadline —
 * delivery, lines and totals) for the shopper who placed it, proven by the order cookie the
 * checkout action set; anyone else gets a form asking for the order's email first.
 */

import { useEffect, useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import type { WireOrder } from '../../../api/checkout';
import { fromWireMoney } from '../../../api/money';
import { Button, Heading, InlineNotice, Stack, Text, TextField } from '../../../components';
import { countdownClock } from '../../../lib/i18n/clock';
import { useIntl } from '../../../lib/i18n/intl';
import { formatMoney } from '../../../lib/money/formatMoney';
import { paymentTimeRemainingMs, progressSteps } from '../../../lib/orders';
import { refreshCart } from '../../cart/cartStore';
import type { SectionProps } from '../../layout/types';
import { CheckoutMessages } from '../main-checkout/CheckoutMessages';
import { useMessageText } from '../main-checkout/fields';
import * as styles from '../main-checkout/MainCheckout.css';
import { OrderSummary, orderSummaryView } from '../main-checkout/OrderSummary';
import { addressLine } from '../main-checkout/Recap';
import { SectionShell, sharedStyles } from '../shared';
import type { MainThankYouData, OrderLookupActionData } from './model';
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

/** "2 days 04:05:06": whole days, then a clock. */
const formatTimeLeft = (ms: number, intl: ReturnType<typeof useIntl>) => {
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const clock = countdownClock(seconds, intl.formatNumber);
  return intl.formatMessage({ id: 'thankYou.payment.timeLeft' }, { days, clock });
};

/**
 * The time now, ticking each second once the page runs in a browser; null on the server and
 * while hydrating (the HTML shows the deadline itself, right without JavaScript too).
 */
const useNow = (running: boolean): number | null => {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
};

/**
 * A bank transfer waiting for payment: the deadline, a live countdown to it, and the cancelled
 * state once it has passed (the store cancels unpaid orders at their deadline).
 */
const AwaitingPayment = ({ order, total }: { order: WireOrder; total: string }) => {
  const intl = useIntl();
  const rule = {
    paymentStatus: order.payment_status,
    state: order.state,
    paymentDeadline: order.payment_deadline,
  };
  const [ticking, setTicking] = useState(true);
  const now = useNow(ticking);
  const remaining = now === null ? undefined : paymentTimeRemainingMs(rule, new Date(now));
  const cancelled = order.state === 'cancelled' || remaining === 0;
  useEffect(() => {
    if (cancelled) setTicking(false);
  }, [cancelled]);
  const deadline = intl.formatDate(order.payment_deadline ?? order.placed_at, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // Server and browser format alike (no hydration mismatch); the zone is printed.
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  if (cancelled) {
    return (
      <InlineNotice tone="error" live="polite">
        <Stack space="xsmall">
          <Text weight="strong">{intl.formatMessage({ id: 'thankYou.payment.cancelled' })}</Text>
          <Text>{intl.formatMessage({ id: 'thankYou.payment.cancelledText' }, { deadline })}</Text>
        </Stack>
      </InlineNotice>
    );
  }
  return (
    <InlineNotice tone="warning" live="off">
      <Stack space="xsmall">
        <Text weight="strong">{intl.formatMessage({ id: 'thankYou.payment.awaiting' })}</Text>
        <Text>{intl.formatMessage({ id: 'thankYou.payment.bankTransfer' }, { total, deadline })}</Text>
        {remaining !== undefined ? (
          // A timer is not announced each second (role="timer" is polite-off by default).
          <Text weight="medium">
            <span role="timer">{formatTimeLeft(remaining, intl)}</span>
          </Text>
        ) : null}
      </Stack>
    </InlineNotice>
  );
};

/** Spec §4 progress steps (Ordered … Delivered) with the order's current one; none once cancelled. */
const OrderProgressSteps = ({ order }: { order: WireOrder }) => {
  const intl = useIntl();
  if (order.state === 'cancelled') return null;
  const current = order.progress.step_index;
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

const PaymentStatus = ({ order }: { order: WireOrder }) => {
  const intl = useIntl();
  const total = formatMoney(fromWireMoney(order.total, order.currency), order.currency, intl.locale);
  if (order.payment_status === 'unpaid' && order.payment_deadline) {
    return <AwaitingPayment order={order} total={total} />;
  }
  if (order.payment_status === 'paid') {
    const card = order.payment?.card_last4;
    return (
      <InlineNotice tone="success" live="off">
        {card
          ? intl.formatMessage(
              { id: 'thankYou.payment.paidCard' },
              {
                total,
                brand:
                  brandNames[order.payment?.card_brand ?? ''] ??
                  intl.formatMessage({ id: 'thankYou.payment.cardGeneric' }),
                last4: card,
              },
            )
          : intl.formatMessage({ id: 'thankYou.payment.paid' }, { total })}
      </InlineNotice>
    );
  }
  return (
    <InlineNotice tone="info" live="off">
      {intl.formatMessage({ id: 'thankYou.payment.status' }, { status: order.payment_status })}
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

const ThankYouContent = ({ settings, data, page }: SectionProps<typeof schema, MainThankYouData>) => {
  const intl = useIntl();
  // The order used up the cart (its cookie is gone): the header's cached count follows.
  useEffect(() => {
    void refreshCart();
  }, []);
  if (page.kind !== 'thankYou') return null;
  const { order } = page;
  if (!order) return <OrderLookup number={page.number} />;
  const address = order.shipping_address;
  return (
    <SectionShell labelledBy="thank-you-title">
      <div className={styles.grid.end}>
        <div className={styles.main}>
          <Stack space="small">
            <Text tone="secondary">
              {intl.formatMessage({ id: 'thankYou.orderNumber' }, { name: order.name })}
            </Text>
            <Heading level="2" as="h1" id="thank-you-title">
              {intl.formatMessage({ id: 'thankYou.title' }, { name: address.first_name })}
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
              <dd className={styles.recapValue}>
                {`${address.first_name} ${address.last_name}, ${addressLine(address, data.countryName)}`}
              </dd>
            </div>
            {order.shipping_method.name ? (
              <div className={styles.recapRow}>
                <dt className={styles.recapTerm}>{intl.formatMessage({ id: 'checkout.recap.method' })}</dt>
                <dd className={styles.recapValue}>{order.shipping_method.name}</dd>
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
          <OrderSummary view={orderSummaryView(order)} headingId="thank-you-summary" />
        </aside>
      </div>
    </SectionShell>
  );
};

/** The section; its texts are the checkout scope's, which come with it (CheckoutMessages). */
export const MainThankYou = (props: SectionProps<typeof schema, MainThankYouData>) => (
  <CheckoutMessages>
    <ThankYouContent {...props} />
  </CheckoutMessages>
);

export default MainThankYou;
