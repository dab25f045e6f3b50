/** Step 2, shipping_method: the methods the store offers for the address, with their costs. */

import { Form } from 'react-router';
import type { WireCart, WireShippingMethod } from '../../../api/cart';
import { fromWireMoney } from '../../../api/money';
import { Button, InlineNotice } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { useLocalizePath } from '../../../lib/i18n/packLocale';
import { formatMoney } from '../../../lib/money/formatMoney';
import { shippingStepSchema, stepFields } from './checkoutForm';
import { ErrorSummary, OptionList, OptionRow, useMessageText } from './fields';
import * as styles from './MainCheckout.css';
import { Recap } from './Recap';
import { stepUrl } from './steps';
import { useCheckoutForm } from './useCheckoutForm';

export interface ShippingFormProps {
  cart: WireCart;
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
  const methods = cart.shipping;
  const chosen = methods.find((method) => method.id === cart.shipping_method_id) ?? methods[0];
  const { form, onSubmit, errorOf, fieldErrors, formError, values, submitting } = useCheckoutForm({
    step: 'shipping_method',
    schema: shippingStepSchema,
    initialValues: { shippingMethodId: chosen ? String(chosen.id) : '' },
    fieldOrder: stepFields.shipping_method,
  });
  const error = errorOf('shippingMethodId');
  const minor = (amount: string) => fromWireMoney(amount, cart.currency);
  const money = (amount: string) => formatMoney(minor(amount), cart.currency, intl.locale);
  const cost = (method: WireShippingMethod) => (
    <span className={styles.lineAmount}>
      {minor(method.regular_cost) > minor(method.cost) ? (
        <s className={styles.struck}>{money(method.regular_cost)}</s>
      ) : null}
      <strong>
        {minor(method.cost) === 0 ? intl.formatMessage({ id: 'checkout.summary.free' }) : money(method.cost)}
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
                method.min_days !== null && method.max_days !== null ? (
                  <span className={styles.recapTerm}>
                    {intl.formatMessage(
                      { id: 'checkout.shipping.days' },
                      { min: method.min_days, max: method.max_days },
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
