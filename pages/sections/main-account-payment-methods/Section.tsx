/**
 * main-account-payment-methods: the saved cards — brand, last four, expiry, the default one — with
 * make-default and delete as posted forms, and the form to add a card. Every control is a link or
 * a posted form, so it all works without JavaScript.
 */
import { Form, useActionData } from 'react-router';
import { Button, cardBrandName, SavedCard, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { useLocalizePath } from '../../../lib/i18n/packLocale';
import { AccountMessages } from '../../account/AccountMessages';
import { AccountShell } from '../../account/AccountShell';
import * as styles from '../../account/account.css';
import type { AccountActionData } from '../../account/accountForm';
import { accountUrls } from '../../account/customer';
import { CardForm } from '../../account/forms';
import type { SectionProps } from '../../layout/types';
import type { PaymentMethodsView } from './model';
import type { schema } from './schema';

type Props = SectionProps<typeof schema, PaymentMethodsView>;

const Cards = ({ settings, data, page }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const localize = useLocalizePath();
  const answer = useActionData() as AccountActionData | undefined;
  if (page.kind !== 'account') return null;
  const adding = data.adding || answer?.form === 'card';
  const { customer } = page;
  const post = (form: string, id: number, label: string, name: string) => (
    <Form method="post" action={localize(accountUrls.paymentMethods)} className={styles.inlineForm}>
      <input type="hidden" name="_form" value={form} />
      <input type="hidden" name="_token" value={customer.csrfToken} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={styles.linkButton} aria-label={name}>
        {label}
      </button>
    </Form>
  );
  return (
    <AccountShell
      customer={customer}
      current="paymentMethods"
      title={t('account.cards.title')}
      intro={t('account.cards.intro')}
      notice={page.notice}
      tone={settings.tone}
    >
      {data.cards.length > 0 ? (
        <ul className={styles.cards}>
          {data.cards.map((card) => {
            const brand = cardBrandName(card.brand) ?? t('account.cards.genericBrand');
            const name = t('account.cards.ending', { brand, last4: card.last4 });
            return (
              <li key={card.id}>
                <SavedCard
                  brand={card.brand}
                  last4={card.last4}
                  expiryMonth={card.expiryMonth}
                  expiryYear={card.expiryYear}
                  expired={card.expired}
                  isDefault={card.isDefault}
                  actions={
                    <>
                      {card.isDefault || card.expired
                        ? null
                        : post(
                            'cardDefault',
                            card.id,
                            t('account.setDefault'),
                            t('account.cards.defaultNamed', { name }),
                          )}
                      {post(
                        'cardDelete',
                        card.id,
                        t('account.delete'),
                        t('account.cards.deleteNamed', { name }),
                      )}
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
      ) : (
        <Text tone="secondary">{t('account.cards.empty')}</Text>
      )}
      {adding ? (
        <CardForm csrfToken={customer.csrfToken} />
      ) : (
        <div>
          <Button href={localize(`${accountUrls.paymentMethods}?new=1`)} variant="soft">
            {t('account.cards.add')}
          </Button>
        </div>
      )}
    </AccountShell>
  );
};

export default function PaymentMethodsSection(props: Props) {
  return (
    <AccountMessages>
      <Cards {...props} />
    </AccountMessages>
  );
}
