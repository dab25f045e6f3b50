/** Step 2, shipping_method: the methods the store offers for the address, with their costs. */

import { Form } from 'react-router';
import { Button, InlineNotice } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { useLocalizePath } from '../../../lib/i18n/packLocale';
import { formatMoney } from '../../../lib/money/formatMoney';
import type { Money } from '../../../lib/money/money';
import { shippingStepSchema, stepFields } from './checkoutForm';
import { ErrorSummary, OptionList, OptionRow, useMessageText } from './fields';
import * as styles from './MainCheckout.css';
import type { CheckoutCartView, ShippingMethodView } from './model';
import { Recap } from './Recap';
import { stepUrl } from './steps';
import { useCheckoutForm } from './useCheckoutForm';

export interface ShippingFormProps {
  cart: CheckoutCartView;
  cartHash: string | null;
  countryName: string;
  /** The shopper picked a method (before posting the step): the order summary follows it. */
  onPick?: (methodId: number) => void;
}

const errorId = 'checkout-shippingMethodId-error';

export const ShippingForm = ({ cart, cartHash, countryName, onPick }: ShippingFormProps) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  const text = useMessageText();
  const methods = cart.shippingMethods;
  const chosen = methods.find((method) => method.id === cart.shippingMethodId) ?? methods[0];
  const { form, onSubmit, errorOf, fieldErrors, formError, values, submitting } = useCheckoutForm({
    step: 'shipping_method',
    schema: shippingStepSchema,
    initialValues: { shippingMethodId: chosen ? String(chosen.id) : '' },
    fieldOrder: stepFields.shipping_method,
  });
  const error = errorOf('shippingMethodId');
  const money = (value: Money) => formatMoney(value.amount, value.currency, intl.locale);
  const cost = (method: ShippingMethodView) => (
    <span className={styles.lineAmount}>
      {method.regularCost.amount > method.cost.amount ? (
        <s className={styles.struck}>{money(method.regularCost)}</s>
      ) : null}
      <strong>
        {method.cost.amount === 0 ? intl.formatMessage({ id: 'checkout.summary.free' }) : money(method.cost)}
      </strong>
    </span>
  );

  return (
    <Form
      method="post"
      action={localize(stepUrl(cartHash, 'shipping_method'))}
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && input.name === 'shippingMethodId')
          onPick?.(Number(input.value));
      }}
      className={styles.form}
    >
      <input type="hidden" name="step" defaultValue="shipping_method" />
      <Recap cart={cart} cartHash={cartHash} countryName={countryName} />
      <ErrorSummary errors={fieldErrors} formError={formError} />
      {methods.length === 0 ? (
        <InlineNotice tone="warning">{intl.formatMessage({ id: 'checkout.shipping.none' })}</InlineNotice>
      ) : (
        <OptionList
          legend={intl.formatMessage({ id: 'checkout.shipping.title' })}
          error={error && text(error)}
          errorId={errorId}
        >
          {methods.map((method, index) => (
            <OptionRow
              key={method.id}
              form={form}
              name="shippingMethodId"
              value={String(method.id)}
              first={index === 0}
              defaultChecked={values.shippingMethodId === String(method.id)}
              errorId={error ? errorId : undefined}
              title={method.name}
              detail={
                method.minDays !== null && method.maxDays !== null ? (
                  <span className={styles.recapTerm}>
                    {intl.formatMessage(
                      { id: 'checkout.shipping.days' },
                      { min: method.minDays, max: method.maxDays },
                    )}
                  </span>
                ) : null
              }
              aside={cost(method)}
            />
          ))}
        </OptionList>
      )}
      <div className={styles.actions}>
        <a className={styles.backLink} href={localize(stepUrl(cartHash, 'contact_information'))}>
          {intl.formatMessage({ id: 'checkout.backToInformation' })}
        </a>
        {methods.length > 0 ? (
          <Button type="submit" size="large" loading={submitting}>
            {intl.formatMessage({ id: 'checkout.shipping.submit' })}
          </Button>
        ) : null}
      </div>
    </Form>
  );
};
