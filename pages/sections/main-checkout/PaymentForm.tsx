/**
 * Step 3, payment_method: a card through the built-in test gateway or a bank transfer, and
 * "Complete order". The form carries an Idempotency-Key made for this render, so posting it twice
 * (a double click, a resubmitted page) places one order.
 */

import { Form, useActionData } from 'react-router';
import { Button } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { useLocalizePath } from '../../../lib/i18n/packLocale';
import { CardFields } from './CardFields';
import type { CheckoutActionData } from './checkoutAction.server';
import { createPaymentStepSchema, stepFields } from './checkoutForm';
import { ErrorSummary, OptionList, OptionRow, textFieldProps, useMessageText } from './fields';
import * as styles from './MainCheckout.css';
import type { CheckoutCartView, PaymentMethodView } from './model';
import { Recap } from './Recap';
import { stepUrl } from './steps';
import { useCheckoutForm } from './useCheckoutForm';

export interface PaymentFormProps {
  cart: CheckoutCartView;
  cartHash: string | null;
  countryName: string;
  methods: PaymentMethodView[];
  /** Made when the page was loaded; a failed attempt brings a new one. */
  idempotencyKey: string;
  /** A logged-in customer's CSRF token: the form offers to save the card and posts it as `_token`. */
  csrfToken?: string;
}

const methodLabelIds = {
  card: 'checkout.payment.card',
  bank_transfer: 'checkout.payment.bankTransfer',
} as const;

const errorId = 'checkout-method-error';
const paymentSchema = createPaymentStepSchema();
const minutesPerDay = 24 * 60;

export const PaymentForm = ({
  cart,
  cartHash,
  countryName,
  methods,
  idempotencyKey,
  csrfToken,
}: PaymentFormProps) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  const text = useMessageText();
  const t = (id: string) => intl.formatMessage({ id });
  const actionData = useActionData() as CheckoutActionData | undefined;
  const key = (actionData?.step === 'payment_method' && actionData.idempotencyKey) || idempotencyKey;
  const { form, onSubmit, errorOf, fieldErrors, formError, values, submitting } = useCheckoutForm({
    step: 'payment_method',
    schema: paymentSchema,
    initialValues: { method: methods[0]?.method ?? 'card' },
    fieldOrder: stepFields.payment_method,
  });
  const field = (name: string) => {
    const message = errorOf(name);
    return {
      ...textFieldProps(form, name),
      defaultValue: values[name] ?? '',
      error: message && text(message),
    };
  };
  const methodError = errorOf('method');

  const cardFields = (
    <>
      <CardFields field={field} />
      {csrfToken ? (
        <label className={styles.checkboxRow}>
          <input type="checkbox" name="saveCard" value="on" />
          {t('checkout.payment.saveCard')}
        </label>
      ) : null}
    </>
  );
  const bankWindow = methods.find((method) => method.method === 'bank_transfer')?.paymentWindowMinutes;

  return (
    <Form
      method="post"
      action={localize(stepUrl(cartHash, 'payment_method'))}
      noValidate
      onSubmit={onSubmit}
      className={styles.form}
    >
      <input type="hidden" name="step" defaultValue="payment_method" />
      <input type="hidden" name="idempotencyKey" value={key} readOnly />
      {csrfToken ? <input type="hidden" name="_token" value={csrfToken} /> : null}
      <Recap cart={cart} cartHash={cartHash} countryName={countryName} withShipping />
      <ErrorSummary errors={fieldErrors} formError={formError} />
      <OptionList
        legend={t('checkout.payment.title')}
        error={methodError && text(methodError)}
        errorId={errorId}
      >
        {methods.map(({ method }, index) => (
          <OptionRow
            key={method}
            form={form}
            name="method"
            value={method}
            first={index === 0}
            defaultChecked={values.method === method}
            errorId={methodError ? errorId : undefined}
            title={t(methodLabelIds[method])}
            panel={
              method === 'card' ? (
                cardFields
              ) : (
                <p>
                  {intl.formatMessage(
                    { id: 'checkout.payment.bankTransferNote' },
                    { days: Math.round((bankWindow ?? 3 * minutesPerDay) / minutesPerDay) },
                  )}
                </p>
              )
            }
          />
        ))}
      </OptionList>
      <p className={styles.recapTerm}>{t('checkout.payment.testGateway')}</p>
      <div className={styles.actions}>
        <a className={styles.backLink} href={localize(stepUrl(cartHash, 'shipping_method'))}>
          {t('checkout.backToShipping')}
        </a>
        <Button type="submit" size="large" loading={submitting}>
          {t('checkout.payment.submit')}
        </Button>
      </div>
    </Form>
  );
};
