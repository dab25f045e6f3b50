import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useIntl } from '../../../lib/i18n/intl';
import { useLocalizePath } from '../../../lib/i18n/packLocale';
import { formatMoney } from '../../../lib/money/formatMoney';
import { addressLine } from './address';
import * as styles from './MainCheckout.css';
import type { CheckoutCartView } from './model';
import { stepUrl } from './steps';

export interface RecapProps {
  cart: CheckoutCartView;
  cartHash: string | null;
  countryName: string;
  /** Also list the chosen shipping method (payment step). @default false */
  withShipping?: boolean;
}

/** What the earlier steps stored, each with a link back to change it. */
export const Recap = ({ cart, cartHash, countryName, withShipping = false }: RecapProps) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  const method = cart.shippingMethods.find((candidate) => candidate.id === cart.shippingMethodId);
  const rows = [
    {
      id: 'contact',
      term: intl.formatMessage({ id: 'checkout.recap.contact' }),
      value: cart.email,
      href: localize(stepUrl(cartHash, 'contact_information')),
    },
    {
      id: 'address',
      term: intl.formatMessage({ id: 'checkout.recap.shipTo' }),
      value: cart.address ? addressLine(cart.address, countryName) : '',
      href: localize(stepUrl(cartHash, 'contact_information')),
    },
    ...(withShipping && method
      ? [
          {
            id: 'method',
            term: intl.formatMessage({ id: 'checkout.recap.method' }),
            value: `${method.name} · ${
              method.cost.amount === 0
                ? intl.formatMessage({ id: 'checkout.summary.free' })
                : formatMoney(method.cost.amount, method.cost.currency, intl.locale)
            }`,
            href: localize(stepUrl(cartHash, 'shipping_method')),
          },
        ]
      : []),
  ];
  return (
    <dl className={styles.recap}>
      {rows.map((row) => (
        <div key={row.id} className={styles.recapRow}>
          <dt className={styles.recapTerm}>{row.term}</dt>
          <dd className={styles.recapValue}>{row.value}</dd>
          <dd className={styles.recapChange}>
            <a className={styles.crumbLink} href={row.href}>
              {intl.formatMessage({ id: 'checkout.recap.change' })}
              <VisuallyHidden>{` ${row.term}`}</VisuallyHidden>
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
};
