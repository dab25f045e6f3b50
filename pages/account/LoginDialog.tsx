/**
 * The login dialog: the log-in form over the current page, for a guest who tried something that
 * needs an account (a wishlist heart, …). Its own chunk (useLoginDialog loads it on first open), so
 * no page's initial JavaScript grows. It posts through a fetcher to `/account/login` with the
 * current page as `return_to`: a right pair reloads this page logged in (and the dialog closes);
 * a wrong one shows the errors in place.
 */
import { useEffect, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Dialog, Stack, Text } from '../../components';
import { markToLogin } from '../../lib/analytics/loginReturn';
import { useIntl } from '../../lib/i18n/intl';
import { AccountMessages } from './AccountMessages';
import { LoginForm } from './AuthForms';
import * as styles from './account.css';
import type { AccountActionData } from './accountForm';
import { accountUrls } from './customer';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the shopper is asked to log in (shown under the title). */
  reason?: string;
}

const DialogBody = ({ open, onOpenChange, reason }: LoginDialogProps) => {
  const intl = useIntl();
  const fetcher = useFetcher<AccountActionData>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (open) markToLogin(window.sessionStorage);
  }, [open]);
  // A successful log-in redirects back to this page: the new location closes the dialog.
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (lastKey.current !== location.key) {
      lastKey.current = location.key;
      onOpenChange(false);
    }
  }, [location.key, onOpenChange]);
  return (
    <Dialog
      title={intl.formatMessage({ id: 'account.login.title' })}
      description={reason}
      width="small"
      open={open}
      onOpenChange={onOpenChange}
    >
      <Stack space="large">
        {reason ? <Text tone="secondary">{reason}</Text> : null}
        <LoginForm
          returnTo={here}
          answer={fetcher.data}
          submitWith={(form) => fetcher.submit(form, { method: 'post', action: accountUrls.login })}
        />
        <div className={styles.links}>
          <a className={styles.link} href={accountUrls.forgot}>
            {intl.formatMessage({ id: 'account.login.forgot' })}
          </a>
          <a className={styles.link} href={`${accountUrls.register}?return_to=${encodeURIComponent(here)}`}>
            {intl.formatMessage({ id: 'account.login.register' })}
          </a>
        </div>
      </Stack>
    </Dialog>
  );
};

export default function LoginDialog(props: LoginDialogProps) {
  return (
    <AccountMessages>
      <DialogBody {...props} />
    </AccountMessages>
  );
}
