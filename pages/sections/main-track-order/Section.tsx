/**
 * main-track-order: Track Your Order — by order number and email (both required), or by the
 * carrier's tracking number (5–50 letters and digits); the result shows the progress steps and
 * the shipment. Plain forms without JavaScript; react-hook-form with the same schemas with it.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { z } from 'zod';
import { Button, Heading, InlineNotice, OrderProgress, Stack, Text, TextField } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { orderLookupSchema, trackingNumberLookupSchema } from '../../../lib/validation/orderTracking';
import { AccountMessages } from '../../account/AccountMessages';
import * as styles from '../../account/account.css';
import { formFields } from '../../account/schemas';
import { useAccountForm } from '../../account/useAccountForm';
import type { SectionProps } from '../../layout/types';
import { ErrorSummary, useFieldProps } from '../main-checkout/fields';
import * as checkoutStyles from '../main-checkout/MainCheckout.css';
import { SectionShell } from '../shared';
import type { TrackedShipment, TrackOrderView } from './model';
import type { schema } from './schema';
import { TRACK_PATH } from './trackPath';

type Props = SectionProps<typeof schema, TrackOrderView>;

interface LookupFormProps {
  /** The form's name (`_form`): its answer and its busy state are its own. */
  name: 'trackOrder' | 'trackNumber';
  by: 'order' | 'tracking';
  // biome-ignore lint/suspicious/noExplicitAny: each lookup passes its own schema; values are read by name.
  schema: z.ZodType<any, any>;
  legend: string;
  /** The second lookup's button is quieter. */
  secondary?: boolean;
  /** The lookup's fields, given the props of a field by name. */
  children: (field: ReturnType<typeof useFieldProps>) => ReactNode;
}

/** One lookup: a plain form posting `by` and its fields, checked with its schema first when hydrated. */
const LookupForm = ({ name, by, schema, legend, secondary = false, children }: LookupFormProps) => {
  const intl = useIntl();
  const account = useAccountForm({ name, schema, initialValues: { by }, fieldOrder: formFields[name] });
  const field = useFieldProps(account);
  return (
    <Form
      method="post"
      action={TRACK_PATH}
      noValidate
      onSubmit={account.onSubmit}
      className={checkoutStyles.form}
    >
      <input type="hidden" name="_form" value={name} />
      <input type="hidden" value={by} {...account.form.register('by')} />
      <fieldset className={checkoutStyles.fieldset}>
        <legend className={checkoutStyles.legend}>{legend}</legend>
        <ErrorSummary errors={account.fieldErrors} formError={account.formError} />
        {children(field)}
        <div>
          <Button type="submit" variant={secondary ? 'soft' : undefined} loading={account.submitting}>
            {intl.formatMessage({ id: 'track.submit' })}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
};

const ByOrder = () => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <LookupForm name="trackOrder" by="order" schema={orderLookupSchema} legend={t('track.byOrder')}>
      {(field) => (
        <>
          <TextField {...field('orderNumber')} label={t('track.field.orderNumber')} required />
          <TextField
            {...field('email')}
            label={t('account.field.email')}
            type="email"
            autoComplete="email"
            required
          />
        </>
      )}
    </LookupForm>
  );
};

const ByTrackingNumber = () => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <LookupForm
      name="trackNumber"
      by="tracking"
      schema={trackingNumberLookupSchema}
      legend={t('track.byTrackingNumber')}
      secondary
    >
      {(field) => (
        <TextField
          {...field('trackingNumber')}
          label={t('track.field.trackingNumber')}
          description={t('track.field.trackingNumberHelp')}
          required
        />
      )}
    </LookupForm>
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
