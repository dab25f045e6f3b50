import { Heading, Stack, Text } from '../../../components';
import { defineSection } from '../../layout/defineSection';
import { defineSectionEntry, type SectionProps } from '../../layout/types';
import { SectionShell, sharedStyles as styles } from '../shared';

export const mainCheckoutBasicSchema = defineSection({
  type: 'main-checkout-basic',
  name: 'Checkout (basic)',
  limit: 1,
  settings: [],
});

/** spec §2: the checkout steps and their labels. */
export const checkoutSteps = [
  { step: 'cart', label: 'Cart' },
  { step: 'contact_information', label: 'Information' },
  { step: 'shipping_method', label: 'Shipping' },
  { step: 'payment_method', label: 'Payment' },
] as const;

/** The step trail (Cart › Information › Shipping › Payment); the forms come with the commerce work. */
export const MainCheckoutBasic = ({ page }: SectionProps<typeof mainCheckoutBasicSchema>) => {
  if (page.kind !== 'checkout') return null;
  const lines = page.cart?.line_items.length ?? 0;
  return (
    <SectionShell narrow labelledBy="checkout-title">
      <Stack space="large">
        <Heading level="1" id="checkout-title">
          Checkout
        </Heading>
        <nav aria-label="Checkout steps">
          <ol className={styles.navList}>
            {checkoutSteps.map(({ step, label }, index) => (
              <li key={step}>
                <Text weight={step === page.step ? 'strong' : 'regular'}>
                  {step === 'cart' ? (
                    <a className={styles.link} href="/cart">
                      {label}
                    </a>
                  ) : (
                    <span aria-current={step === page.step ? 'step' : undefined}>{label}</span>
                  )}
                  {index < checkoutSteps.length - 1 ? ' ›' : ''}
                </Text>
              </li>
            ))}
          </ol>
        </nav>
        <Text tone="secondary">{lines === 0 ? 'Your cart is empty.' : `${lines} items in your order.`}</Text>
      </Stack>
    </SectionShell>
  );
};

export const mainCheckoutBasic = defineSectionEntry({
  schema: mainCheckoutBasicSchema,
  component: MainCheckoutBasic,
});
