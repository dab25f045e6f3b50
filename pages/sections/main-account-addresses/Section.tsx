/**
 * main-account-addresses: the address book — each address with edit, delete and make-default, and
 * the form to add or edit one. Every control is a link or a posted form, so it all works without
 * JavaScript.
 */
import { Form } from 'react-router';
import { AddressCard, Button, Text } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { AccountMessages } from '../../account/AccountMessages';
import { AccountShell } from '../../account/AccountShell';
import * as styles from '../../account/account.css';
import { accountUrls } from '../../account/customer';
import { AddressForm } from '../../account/forms';
import type { SectionProps } from '../../layout/types';
import type { AddressBookView } from './model';
import type { schema } from './schema';

type Props = SectionProps<typeof schema, AddressBookView>;

const PostButton = ({
  form,
  id,
  token,
  label,
  accessibleName,
}: {
  form: string;
  id: number;
  token: string;
  label: string;
  accessibleName: string;
}) => (
  <Form method="post" action={accountUrls.addresses} className={styles.inlineForm}>
    <input type="hidden" name="_form" value={form} />
    <input type="hidden" name="_token" value={token} />
    <input type="hidden" name="id" value={id} />
    <button type="submit" className={styles.linkButton} aria-label={accessibleName}>
      {label}
    </button>
  </Form>
);

const AddressBook = ({ settings, data, page }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (page.kind !== 'account') return null;
  const { customer } = page;
  const edited =
    typeof data.editing === 'number' ? data.addresses.find((a) => a.id === data.editing) : undefined;
  return (
    <AccountShell
      customer={customer}
      current="addresses"
      title={t('account.addresses.title')}
      notice={page.notice}
      tone={settings.tone}
    >
      {data.addresses.length > 0 ? (
        <ul className={styles.cards}>
          {data.addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                name={address.name}
                lines={address.lines}
                phone={address.phone}
                isDefault={address.isDefault}
                actions={
                  <>
                    <a
                      className={styles.link}
                      href={`${accountUrls.addresses}?edit=${address.id}`}
                      aria-label={t('account.addresses.editNamed', { name: address.name })}
                    >
                      {t('account.edit')}
                    </a>
                    {address.isDefault ? null : (
                      <PostButton
                        form="addressDefault"
                        id={address.id}
                        token={customer.csrfToken}
                        label={t('account.setDefault')}
                        accessibleName={t('account.addresses.defaultNamed', { name: address.name })}
                      />
                    )}
                    <PostButton
                      form="addressDelete"
                      id={address.id}
                      token={customer.csrfToken}
                      label={t('account.delete')}
                      accessibleName={t('account.addresses.deleteNamed', { name: address.name })}
                    />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <Text tone="secondary">{t('account.addresses.empty')}</Text>
      )}
      {data.editing !== null ? (
        <AddressForm
          key={String(data.editing)}
          addressId={edited?.id}
          initialValues={edited?.values ?? {}}
          hotCountries={data.hotCountries}
          otherCountries={data.otherCountries}
          csrfToken={customer.csrfToken}
        />
      ) : (
        <div>
          <Button href={`${accountUrls.addresses}?new=1`} variant="soft">
            {t('account.addresses.add')}
          </Button>
        </div>
      )}
    </AccountShell>
  );
};

export default function AddressBookSection(props: Props) {
  return (
    <AccountMessages>
      <AddressBook {...props} />
    </AccountMessages>
  );
}
