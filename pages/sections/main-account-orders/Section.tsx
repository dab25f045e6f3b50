/** main-account-orders: Order History — every order, paged, with payment and fulfilment status. */
import { Inline, OrderListItem, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { AccountMessages } from '../../account/AccountMessages';
import { AccountShell } from '../../account/AccountShell';
import * as styles from '../../account/account.css';
import { accountUrls } from '../../account/customer';
import type { SectionProps } from '../../layout/types';
import type { OrderHistoryView } from './model';
import type { schema } from './schema';

type Props = SectionProps<typeof schema, OrderHistoryView>;

const pageHref = (page: number) => (page <= 1 ? accountUrls.orders : `${accountUrls.orders}?page=${page}`);

const History = ({ settings, data, page }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (page.kind !== 'account') return null;
  return (
    <AccountShell
      customer={page.customer}
      current="orders"
      title={t('account.orders.title')}
      intro={data.total > 0 ? t('account.orders.count', { count: data.total }) : undefined}
      notice={page.notice}
      tone={settings.tone}
    >
      {data.orders.length > 0 ? (
        <ul className={styles.plainList}>
          {data.orders.map((order) => (
            <OrderListItem key={order.number} {...order} />
          ))}
        </ul>
      ) : (
        <Text tone="secondary">{t('account.orders.empty')}</Text>
      )}
      {data.lastPage > 1 ? (
        <nav aria-label={t('account.orders.pages')}>
          <Inline space="large" alignY="center">
            {data.page > 1 ? (
              <a className={styles.link} href={pageHref(data.page - 1)} rel="prev">
                {t('account.orders.previous')}
              </a>
            ) : null}
            <Text>{t('account.orders.pageOf', { page: data.page, count: data.lastPage })}</Text>
            {data.page < data.lastPage ? (
              <a className={styles.link} href={pageHref(data.page + 1)} rel="next">
                {t('account.orders.next')}
              </a>
            ) : null}
          </Inline>
        </nav>
      ) : null}
    </AccountShell>
  );
};

export default function OrderHistorySection(props: Props) {
  return (
    <AccountMessages>
      <History {...props} />
    </AccountMessages>
  );
}
