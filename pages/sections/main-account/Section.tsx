/** main-account: My Account — who is logged in, the default address and the latest orders. */
import { Form } from 'react-router';
import { AddressCard, Button, Heading, OrderListItem, Stack, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { AccountMessages } from '../../account/AccountMessages';
import { AccountShell } from '../../account/AccountShell';
import * as styles from '../../account/account.css';
import { accountUrls } from '../../account/customer';
import type { SectionProps } from '../../layout/types';
import type { AccountOverviewView } from './model';
import type { schema } from './schema';

type Props = SectionProps<typeof schema, AccountOverviewView>;

const Overview = ({ settings, data, page }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (page.kind !== 'account') return null;
  const { customer } = page;
  return (
    <AccountShell
      customer={customer}
      current="overview"
      title={t('account.overview.title')}
      intro={t('account.overview.intro', { email: customer.email })}
      notice={page.notice}
      tone={settings.tone}
    >
      {!customer.emailVerified ? (
        <Form method="post" action={accountUrls.overview}>
          <input type="hidden" name="_form" value="resendVerification" />
          <input type="hidden" name="_token" value={customer.csrfToken} />
          <Button type="submit" variant="soft" size="small">
            {t('account.verify.resend')}
          </Button>
        </Form>
      ) : null}
      <section aria-labelledby="account-address-title">
        <Stack space="medium">
          <Heading level="3" as="h2" id="account-address-title">
            {t('account.overview.defaultAddress')}
          </Heading>
          {data.defaultAddress ? (
            <AddressCard
              name={data.defaultAddress.name}
              lines={data.defaultAddress.lines}
              phone={data.defaultAddress.phone}
              isDefault={data.defaultAddress.isDefault}
            />
          ) : (
            <Text tone="secondary">{t('account.addresses.empty')}</Text>
          )}
          <a className={styles.link} href={accountUrls.addresses}>
            {t('account.overview.manageAddresses', { count: customer.addressBookCount })}
          </a>
        </Stack>
      </section>
      <section aria-labelledby="account-orders-title">
        <Stack space="medium">
          <Heading level="3" as="h2" id="account-orders-title">
            {t('account.overview.recentOrders')}
          </Heading>
          {data.recentOrders.length > 0 ? (
            <ul className={styles.plainList}>
              {data.recentOrders.map((order) => (
                <OrderListItem key={order.number} {...order} />
              ))}
            </ul>
          ) : (
            <Text tone="secondary">{t('account.orders.empty')}</Text>
          )}
          {data.orderCount > data.recentOrders.length ? (
            <a className={styles.link} href={accountUrls.orders}>
              {t('account.overview.allOrders', { count: data.orderCount })}
            </a>
          ) : null}
        </Stack>
      </section>
    </AccountShell>
  );
};

export default function AccountOverviewSection(props: Props) {
  return (
    <AccountMessages>
      <Overview {...props} />
    </AccountMessages>
  );
}
