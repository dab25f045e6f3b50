/**
 * main-account-wishlist: the products the customer saved with a heart — image, title, saved
 * variant, today's price and stock — each with add to cart (disabled when sold out; "Choose
 * options" on the product page when no variant was saved and the product has several) and
 * remove. Every control is a posted form, so the screen works without JavaScript. An empty list
 * links to the shop.
 */
import { Form } from 'react-router';
import { Button, Text, WishlistItem } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import { useLocalizePath } from '../../../lib/i18n/packLocale';
import { AccountMessages } from '../../account/AccountMessages';
import { AccountShell } from '../../account/AccountShell';
import * as styles from '../../account/account.css';
import { accountUrls } from '../../account/customer';
import { CartActionForm } from '../../cart';
import type { SectionProps } from '../../layout/types';
import type { WishlistRow, WishlistView } from './model';
import type { schema } from './schema';

type Props = SectionProps<typeof schema, WishlistView>;

const Actions = ({ row, csrfToken }: { row: WishlistRow; csrfToken: string }) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  const t = (id: string) => intl.formatMessage({ id }, { title: row.title });
  return (
    <>
      {row.addVariantId === 'choose' && !row.soldOut ? (
        <Button href={localize(row.href)} variant="soft" tone="neutral" size="small">
          {intl.formatMessage({ id: 'account.wishlist.chooseOptions' })}
        </Button>
      ) : (
        <CartActionForm
          className={styles.inlineForm}
          fields={{
            product_id: row.productId,
            variant_id: row.addVariantId === 'choose' ? undefined : (row.addVariantId ?? undefined),
            quantity: 1,
          }}
        >
          {({ busy, error }) => (
            <>
              <Button
                type="submit"
                size="small"
                disabled={row.soldOut || busy}
                aria-label={t('account.wishlist.addNamed')}
              >
                {intl.formatMessage({ id: 'account.wishlist.add' })}
              </Button>
              {error ? (
                <span role="alert">
                  <Text size="small" tone="critical">
                    {error}
                  </Text>
                </span>
              ) : null}
            </>
          )}
        </CartActionForm>
      )}
      <Form method="post" action={localize(accountUrls.wishlist)} className={styles.inlineForm}>
        <input type="hidden" name="_form" value="wishlistRemove" />
        <input type="hidden" name="_token" value={csrfToken} />
        <input type="hidden" name="product_id" value={row.productId} />
        <button type="submit" className={styles.linkButton} aria-label={t('account.wishlist.removeNamed')}>
          {intl.formatMessage({ id: 'account.wishlist.remove' })}
        </button>
      </Form>
    </>
  );
};

const Wishlist = ({ settings, data, page }: Props) => {
  const intl = useIntl();
  const localize = useLocalizePath();
  if (page.kind !== 'account') return null;
  const { customer } = page;
  return (
    <AccountShell
      customer={customer}
      current="wishlist"
      title={intl.formatMessage({ id: 'account.wishlist.title' })}
      intro={intl.formatMessage({ id: 'account.wishlist.intro' })}
      notice={page.notice}
      tone={settings.tone}
    >
      {data.items.length > 0 ? (
        <ul className={styles.plainList}>
          {data.items.map((row) => (
            <li key={row.productId}>
              <WishlistItem
                title={row.title}
                href={localize(row.href)}
                image={row.image}
                variantTitle={row.variantTitle}
                price={row.price.amount}
                regularPrice={row.regularPrice?.amount}
                currency={row.price.currency}
                stock={row.stock}
                soldOut={row.soldOut}
                actions={<Actions row={row} csrfToken={customer.csrfToken} />}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.emptyState}>
          <Text tone="secondary">{intl.formatMessage({ id: 'account.wishlist.empty' })}</Text>
          <Button href={localize('/collections/all')} variant="soft" tone="neutral">
            {intl.formatMessage({ id: 'account.wishlist.shop' })}
          </Button>
        </div>
      )}
    </AccountShell>
  );
};

export default function WishlistSection(props: Props) {
  return (
    <AccountMessages>
      <Wishlist {...props} />
    </AccountMessages>
  );
}
