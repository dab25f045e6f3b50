/**
 * main-account-auth: log in, create an account, forgot password, choose a new password and verify
 * the email — one screen per route, each a plain form that works without JavaScript.
 */
import { useEffect } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { Button, Heading, InlineNotice, Stack, Text } from '../../../components';
import { markToLogin } from '../../../lib/analytics/loginReturn';
import { useIntl } from '../../../lib/i18n/intl';
import { AccountMessages } from '../../account/AccountMessages';
import * as styles from '../../account/account.css';
import type { AccountActionData, AccountActionNotice } from '../../account/accountForm';
import { accountUrls, loginUrl } from '../../account/customer';
import { ForgotForm, LoginForm, RegisterForm, ResetForm } from '../../account/forms';
import type { SectionProps } from '../../layout/types';
import { useMessageText } from '../main-checkout/fields';
import { SectionShell } from '../shared';
import type { schema } from './schema';

type Props = SectionProps<typeof schema>;

const titles = {
  login: 'account.login.title',
  register: 'account.register.title',
  forgot: 'account.forgot.title',
  reset: 'account.reset.title',
  verify: 'account.verify.title',
} as const;

const Verify = ({ token }: { token: string }) => {
  const intl = useIntl();
  const text = useMessageText();
  const answer = useActionData() as AccountActionData | undefined;
  const navigation = useNavigation();
  const error = answer?.form === 'verify' ? answer.errors._form : undefined;
  return (
    <Stack space="medium">
      {error ? (
        <InlineNotice tone="error" live="polite">
          {text(error)}
        </InlineNotice>
      ) : (
        <Text>{intl.formatMessage({ id: 'account.verify.intro' })}</Text>
      )}
      <Form method="post">
        <input type="hidden" name="_form" value="verify" />
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="large" loading={navigation.state === 'submitting'}>
          {intl.formatMessage({ id: 'account.verify.submit' })}
        </Button>
      </Form>
    </Stack>
  );
};

const AuthContent = ({ settings, page }: Props) => {
  const intl = useIntl();
  const text = useMessageText();
  const answer = useActionData() as AccountActionNotice | AccountActionData | undefined;
  // Whoever reaches a log-in screen is on the way to logging in: the first page that finds them
  // logged in afterwards reports the login event (lib/analytics/loginReturn.ts).
  useEffect(() => {
    markToLogin(window.sessionStorage);
  }, []);
  if (page.kind !== 'accountAuth') return null;
  const { view, returnTo } = page;
  const notice = answer && 'notice' in answer && answer.notice ? answer.notice : page.notice;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <SectionShell tone={settings.tone} labelledBy="account-auth-title">
      <div className={styles.authColumn}>
        <Stack space="small">
          <Heading level="2" as="h1" id="account-auth-title">
            {t(titles[view])}
          </Heading>
          {view === 'forgot' ? <Text>{t('account.forgot.intro')}</Text> : null}
        </Stack>
        {notice ? (
          <InlineNotice tone="success" live="polite">
            {text(notice)}
          </InlineNotice>
        ) : null}
        {view === 'login' ? <LoginForm returnTo={returnTo} /> : null}
        {view === 'register' ? <RegisterForm returnTo={returnTo} /> : null}
        {view === 'forgot' ? <ForgotForm /> : null}
        {view === 'reset' && page.token ? <ResetForm token={page.token} /> : null}
        {view === 'verify' && page.token ? <Verify token={page.token} /> : null}
        <div className={styles.links}>
          {view === 'login' ? (
            <>
              <a className={styles.link} href={accountUrls.forgot}>
                {t('account.login.forgot')}
              </a>
              {settings.showRegister ? (
                <a
                  className={styles.link}
                  href={
                    returnTo === accountUrls.overview
                      ? accountUrls.register
                      : `${accountUrls.register}?return_to=${encodeURIComponent(returnTo)}`
                  }
                >
                  {t('account.login.register')}
                </a>
              ) : null}
            </>
          ) : (
            <a className={styles.link} href={loginUrl(returnTo)}>
              {t(view === 'register' ? 'account.register.login' : 'account.backToLogin')}
            </a>
          )}
        </div>
      </div>
    </SectionShell>
  );
};

export default function AccountAuthSection(props: Props) {
  return (
    <AccountMessages>
      <AuthContent {...props} />
    </AccountMessages>
  );
}
