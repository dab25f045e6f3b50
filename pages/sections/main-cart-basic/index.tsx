import { fromWireMoney } from '../../../api/common';
import { Button, Heading, Inline, Price, Stack, Text } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { SectionShell, STORE_CURRENCY, sharedStyles as styles } from '../shared';

export const mainCartBasicSchema = defineSection({
  type: 'main-cart-basic',
  name: 'Cart (basic)',
  limit: 1,
  settings: [],
});

/** The cart's lines and subtotal, read-only. Stand-in for main-cart from the commerce work. */
export const MainCartBasic = ({ page }: SectionProps<typeof mainCartBasicSchema>) => {
  if (page.kind !== 'cart') return null;
  const lines = page.cart?.line_items ?? [];
  return (
    <SectionShell narrow labelledBy="cart-title">
      <Stack space="large">
        <Heading level="1" id="cart-title">
          Your cart
        </Heading>
        {lines.length === 0 || !page.cart ? (
          <Stack space="medium">
            <Text>Your cart is empty.</Text>
            <div>
              <Button href="/collections/all" variant="solid" tone="brandAccent">
                Continue shopping
              </Button>
            </div>
          </Stack>
        ) : (
          <Stack space="medium" dividers>
            {lines.map((line) => (
              <Inline key={line.key} space="medium" align="spaceBetween">
                <a className={styles.link} href={line.product.path}>
                  <Text>
                    {line.product.title} × {line.quantity}
                  </Text>
                </a>
                <Price amount={fromWireMoney(line.line_total)} currency={STORE_CURRENCY} size="small" />
              </Inline>
            ))}
            <Inline space="medium" align="spaceBetween">
              <Text weight="strong">Subtotal</Text>
              <Price amount={fromWireMoney(page.cart.cart_subtotal)} currency={STORE_CURRENCY} />
            </Inline>
            <div>
              <Button href="/checkouts?step=contact_information" variant="solid" tone="brandAccent" fullWidth>
                Check out
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </SectionShell>
  );
};

export const mainCartBasic = defineSectionEntry({ schema: mainCartBasicSchema, component: MainCartBasic });
