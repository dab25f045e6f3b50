import type { ReactNode } from 'react';
import { AccountNav, type AccountNavPage, Heading, InlineNotice, Stack, Text } from '../../components';
import { useIntl } from '../../lib/i18n/intl';
import type { ToneKey } from '../layout/defineSection';
import { useMessageText } from '../sections/main-checkout/fields';
import { SectionShell } from '../sections/shared';
import * as styles from './account.css';
import { accountUrls, type Customer } from './customer';

export interface AccountShellProps {
  customer: Customer;
  /** The menu entry this screen is. */
  current?: AccountNavPage;
  /** The page's heading. */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  /** A confirmation message id from the last redirect (`?notice=`). */
  notice?: string | null;
  tone?: ToneKey;
  children: ReactNode;
}

const navUrls = {
  overview: accountUrls.overview,
  orders: accountUrls.orders,
  addresses: accountUrls.addresses,
  paymentMethods: accountUrls.paymentMethods,
  wishlist: accountUrls.wishlist,
};

/** Every customer screen: the account menu (with log-out) beside the page's heading and content. */
export const AccountShell = ({
  customer,
  current,
  title,
  intro,
  notice,
  tone,
  children,
}: AccountShellProps) => {
  const text = useMessageText();
  const intl = useIntl();
  return (
    <SectionShell tone={tone} labelledBy="account-title">
      <div className={styles.area}>
        <AccountNav
          current={current}
          urls={navUrls}
          logoutUrl={accountUrls.logout}
          logoutToken={customer.csrfToken}
        />
        <div className={styles.content}>
          <Stack space="small">
            <Heading level="2" as="h1" id="account-title">
              {title}
            </Heading>
            {intro ? <Text tone="secondary">{intro}</Text> : null}
          </Stack>
          {notice ? (
            <InlineNotice tone="success" live="polite">
              {text(notice)}
            </InlineNotice>
          ) : null}
          {!customer.emailVerified ? (
            <InlineNotice tone="info" live="off">
              {intl.formatMessage({ id: 'account.verifyPending' }, { email: customer.email })}
            </InlineNotice>
          ) : null}
          {children}
        </div>
      </div>
    </SectionShell>
  );
};
