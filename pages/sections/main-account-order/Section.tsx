/**
 * main-account-order: one of the customer's orders — its progress (Ordered … Delivered), the
 * shipment (tracking number, carrier, expected delivery), an unpaid order's payment deadline
 * counting down, the addresses and payment, lines and totals.
 */
import { AddressCard, Heading, OrderProgress, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { formatMoney } from '../../../lib/money/formatMoney';
import { AccountMessages } from '../../account/AccountMessages';
import { AccountShell } from '../../account/AccountShell';
import * as styles from '../../account/account.css';
import { accountUrls } from '../../account/customer';
import type { SectionProps } from '../../layout/types';
import { OrderSummary } from '../main-checkout/OrderSummary';
import { sharedStyles } from '../shared';
import { PaymentCountdown } from '../shared/PaymentCountdown';
import type { OrderDetailView } from './model';
import type { schema } from './schema';

type Props = SectionProps<typeof schema, OrderDetailView>;

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

const Order = ({ settings, data: order, page }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (page.kind !== 'account') return null;
  // Written by the server (views.ts): no date formatter is built while the page hydrates.
  const placed = order.placedLongText;
  const total = formatMoney(order.total, order.currency, intl.locale);
  const expected = order.expectedDeliveryText;
  const payment =
    order.cardLast4 !== null
      ? t('account.cards.ending', {
          brand: brandNames[order.cardBrand ?? ''] ?? t('account.cards.genericBrand'),
          last4: order.cardLast4,
        })
      : t(
          order.paymentMethod === 'bank_transfer'
            ? 'account.order.bankTransfer'
            : 'account.order.otherPayment',
        );
  const statuses = [
    order.cancelled ? t('account.orderState.cancelled') : t(`account.paymentStatus.${order.paymentStatus}`),
    t(`account.fulfillmentStatus.${order.fulfillmentStatus}`),
  ].join(' · ');
  return (
    <AccountShell
      customer={page.customer}
      current="orders"
      title={t('account.orders.orderName', { name: order.name })}
      intro={t('account.order.placed', { date: placed })}
      notice={page.notice}
    >
      <Text weight="medium">{statuses}</Text>
      {order.paymentDeadline ? (
        <PaymentCountdown deadline={order.paymentDeadline} total={total} state={order.state} />
      ) : null}
      {order.cancelled ? null : <OrderProgress step={order.step} needsAttention={order.needsAttention} />}
      <section aria-labelledby="order-shipment-title">
        <Stack space="medium">
          <Heading level="3" as="h2" id="order-shipment-title">
            {t('account.order.shipment')}
          </Heading>
          <dl className={styles.facts}>
            <dt className={styles.factTerm}>{t('account.order.trackingNumber')}</dt>
            <dd className={styles.factValue}>{order.trackingNumber ?? t('account.order.notYet')}</dd>
            <dt className={styles.factTerm}>{t('account.order.carrier')}</dt>
            <dd className={styles.factValue}>{order.carrier ?? t('account.order.notYet')}</dd>
            <dt className={styles.factTerm}>{t('account.order.expectedDelivery')}</dt>
            <dd className={styles.factValue}>{expected ?? t('account.order.notYet')}</dd>
            {order.shippingMethod ? (
              <>
                <dt className={styles.factTerm}>{t('account.order.shippingMethod')}</dt>
                <dd className={styles.factValue}>{order.shippingMethod}</dd>
              </>
            ) : null}
          </dl>
        </Stack>
      </section>
      <div className={styles.panels}>
        <section aria-labelledby="order-address-title">
          <Stack space="small">
            <Heading level="3" as="h2" id="order-address-title">
              {t('account.order.shippingAddress')}
            </Heading>
            <AddressCard name={order.shippingName} lines={order.shippingLines} />
          </Stack>
        </section>
        <section aria-labelledby="order-payment-title">
          <Stack space="small">
            <Heading level="3" as="h2" id="order-payment-title">
              {t('account.order.payment')}
            </Heading>
            <Text>{payment}</Text>
            <Text tone="secondary">{order.email}</Text>
          </Stack>
        </section>
      </div>
      <div className={`${styles.summaryPanel} ${sharedStyles.tone[settings.summaryTone]}`}>
        <OrderSummary view={order.summary} headingId="order-summary-title" />
      </div>
      <a className={styles.link} href={accountUrls.orders}>
        {t('account.order.back')}
      </a>
    </AccountShell>
  );
};

export default function OrderSection(props: Props) {
  return (
    <AccountMessages>
      <Order {...props} />
    </AccountMessages>
  );
}
