/**
 * main-track-order: Track Your Order — by order number and email (both required), or by the
 * carrier's tracking number (5–50 letters and digits); the result shows the progress steps and
 * the shipment. Plain forms without JavaScript; react-hook-form with the same schemas with it.
 */
import { Form } from 'react-router';
import { Button, Heading, InlineNotice, OrderProgress, Stack, Text, TextField } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { orderLookupSchema, trackingNumberLookupSchema } from '../../../lib/validation/orderTracking';
import { AccountMessages } from '../../account/AccountMessages';
import * as styles from '../../account/account.css';
import { formFields } from '../../account/schemas';
import { type AccountForm, useAccountForm } from '../../account/useAccountForm';
import type { SectionProps } from '../../layout/types';
import { ErrorSummary, textFieldProps, useMessageText } from '../main-checkout/fields';
import * as checkoutStyles from '../main-checkout/MainCheckout.css';
import { SectionShell } from '../shared';
import type { TrackedShipment, TrackOrderView } from './model';
import type { schema } from './schema';
import { TRACK_PATH } from './trackPath';

type Props = SectionProps<typeof schema, TrackOrderView>;

function useField(account: AccountForm) {
  const text = useMessageText();
  return (name: string) => {
    const message = account.errorOf(name);
    return {
      ...textFieldProps(account.form, name),
      defaultValue: account.values[name] ?? '',
      error: message && text(message),
    };
  };
}

const ByOrder = () => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const account = useAccountForm({
    name: 'trackOrder',
    schema: orderLookupSchema,
    initialValues: { by: 'order' },
    fieldOrder: formFields.trackOrder,
  });
  const field = useField(account);
  return (
    <Form
      method="post"
      action={TRACK_PATH}
      noValidate
      onSubmit={account.onSubmit}
      className={checkoutStyles.form}
    >
      <input type="hidden" name="_form" value="trackOrder" />
      <input type="hidden" value="order" {...account.form.register('by')} />
      <fieldset className={checkoutStyles.fieldset}>
        <legend className={checkoutStyles.legend}>{t('track.byOrder')}</legend>
        <ErrorSummary errors={account.fieldErrors} formError={account.formError} />
        <TextField {...field('orderNumber')} label={t('track.field.orderNumber')} required />
        <TextField
          {...field('email')}
          label={t('account.field.email')}
          type="email"
          autoComplete="email"
          required
        />
        <div>
          <Button type="submit" loading={account.submitting}>
            {t('track.submit')}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
};

const ByTrackingNumber = () => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const account = useAccountForm({
    name: 'trackNumber',
    schema: trackingNumberLookupSchema,
    initialValues: { by: 'tracking' },
    fieldOrder: formFields.trackNumber,
  });
  const field = useField(account);
  return (
    <Form
      method="post"
      action={TRACK_PATH}
      noValidate
      onSubmit={account.onSubmit}
      className={checkoutStyles.form}
    >
      <input type="hidden" name="_form" value="trackNumber" />
      <input type="hidden" value="tracking" {...account.form.register('by')} />
      <fieldset className={checkoutStyles.fieldset}>
        <legend className={checkoutStyles.legend}>{t('track.byTrackingNumber')}</legend>
        <ErrorSummary errors={account.fieldErrors} formError={account.formError} />
        <TextField
          {...field('trackingNumber')}
          label={t('track.field.trackingNumber')}
          description={t('track.field.trackingNumberHelp')}
          required
        />
        <div>
          <Button type="submit" variant="soft" loading={account.submitting}>
            {t('track.submit')}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
};

const Result = ({ result }: { result: TrackedShipment }) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const expected = result.expectedDelivery
    ? intl.formatDate(`${result.expectedDelivery}T12:00:00Z`, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : null;
  return (
    <section aria-labelledby="track-result-title">
      <Stack space="medium">
        <Heading level="3" as="h2" id="track-result-title">
          {result.orderName ? t('account.orders.orderName', { name: result.orderName }) : t('track.result')}
        </Heading>
        {result.cancelled ? (
          <InlineNotice tone="error">{t('account.orderState.cancelled')}</InlineNotice>
        ) : (
          <OrderProgress step={result.step} needsAttention={result.needsAttention} />
        )}
        <dl className={styles.facts}>
          <dt className={styles.factTerm}>{t('account.order.trackingNumber')}</dt>
          <dd className={styles.factValue}>{result.trackingNumber ?? t('account.order.notYet')}</dd>
          <dt className={styles.factTerm}>{t('account.order.carrier')}</dt>
          <dd className={styles.factValue}>{result.carrier ?? t('account.order.notYet')}</dd>
          <dt className={styles.factTerm}>{t('account.order.expectedDelivery')}</dt>
          <dd className={styles.factValue}>{expected ?? t('account.order.notYet')}</dd>
        </dl>
      </Stack>
    </section>
  );
};

const TrackOrder = ({ settings, data }: Props) => {
  const intl = useIntl();
  return (
    <SectionShell tone={settings.tone} narrow labelledBy="track-title">
      <Stack space="xlarge">
        <Stack space="small">
          <Heading level="2" as="h1" id="track-title">
            {intl.formatMessage({ id: 'track.title' })}
          </Heading>
          <Text>{intl.formatMessage({ id: 'track.intro' })}</Text>
        </Stack>
        {data.result ? <Result result={data.result} /> : null}
        <ByOrder />
        {settings.byTrackingNumber ? <ByTrackingNumber /> : null}
      </Stack>
    </SectionShell>
  );
};

export default function TrackOrderSection(props: Props) {
  return (
    <AccountMessages>
      <TrackOrder {...props} />
    </AccountMessages>
  );
}
