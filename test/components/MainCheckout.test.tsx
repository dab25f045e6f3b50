import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, data, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WireCart } from '../../api/cart';
import type { SectionSettings } from '../../pages/layout/defineSection';
import type { PageData } from '../../pages/layout/types';
import type { CheckoutActionData } from '../../pages/sections/main-checkout/checkoutAction.server';
import { toCheckoutCartView } from '../../pages/sections/main-checkout/checkoutView';
import type { MainCheckoutData } from '../../pages/sections/main-checkout/model';
import MainCheckout from '../../pages/sections/main-checkout/Section';
import type { schema as mainCheckoutSchema } from '../../pages/sections/main-checkout/schema';
import type { CheckoutStep } from '../../pages/sections/main-checkout/steps';
import { themeSettings as themes } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

const hash = 'a'.repeat(32);

const cart = {
  hash,
  ID: null,
  currency: 'USD',
  email: 'ada@example.com',
  address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: '',
    address1: '12 Analytical Row',
    address2: '',
    city: 'Springfield',
    country: 'US',
    province: 'IL',
    postcode: '62701',
    phone: '',
    personal_customs_code: '',
  },
  line_items: [
    {
      key: 'k1',
      product: { title: 'Enamel Camp Mug' },
      attrs: [{ name: 'Color', value: 'Navy' }],
      quantity: 2,
      feature_image: null,
      // Two mugs under a buy-X-get-Y rule: one paid, one free.
      price: '16.00',
      gift_count: 1,
      label: { value_type: 'free' },
      gift_total: '0.00',
      line_total: '16.00',
      line_subtotal: '32.00',
    },
  ],
  shipping: [
    { id: 1, name: 'Standard shipping', cost: '5.99', regular_cost: '5.99', min_days: 3, max_days: 5 },
    { id: 2, name: 'Express shipping', cost: '14.99', regular_cost: '14.99', min_days: 1, max_days: 2 },
  ],
  shipping_method_id: 1,
  cart_subtotal: '32.00',
  discount_cart: '16.00',
  coupon_record: [],
  shipping_total: '5.99',
  cart_total: '21.99',
} as unknown as WireCart;

const sectionData: MainCheckoutData = {
  customer: null,
  hotCountries: [
    { code: 'US', name: 'United States' },
    { code: 'BR', name: 'Brazil' },
  ],
  otherCountries: [{ code: 'FR', name: 'France' }],
  countryName: 'United States',
  paymentMethods: [
    { method: 'card', name: 'Card', paymentWindowMinutes: null },
    { method: 'bank_transfer', name: 'Bank transfer', paymentWindowMinutes: 4320 },
  ],
  idempotencyKey: 'key-from-the-loader-0001',
};

const settings: SectionSettings<typeof mainCheckoutSchema> = {
  summaryPosition: 'end',
  summaryTone: 'none',
  showExpressPay: true,
};

/** The theme's currency selector settings for the next render (venue's unless a test sets them). */
let currencySettings = themes.venue.currency;

/** The section as the route renders it, the page data from the route's loader. */
const CheckoutPage = () => {
  const { page } = useLoaderData() as { page: PageData };
  return (
    <MainCheckout
      id="main"
      settings={settings}
      blocks={[]}
      data={sectionData}
      page={page}
      themeSettings={{ ...themes.venue, payLater: ['paypal'], currency: currencySettings }}
      index={1}
    />
  );
};

const NoFallback = () => null;

/** The section on its route, with a stub action standing in for the store. */
async function renderStep(
  step: CheckoutStep,
  action: (args: { request: Request }) => unknown,
  pageCart: WireCart = cart,
) {
  const page: PageData = {
    kind: 'checkout',
    cart: toCheckoutCartView(pageCart),
    status: 'open',
    step,
    cartHash: hash,
  };
  const Stub = createRoutesStub([
    {
      path: '/checkouts/:cartHash',
      Component: CheckoutPage,
      HydrateFallback: NoFallback,
      loader: () => ({ page }),
      action,
    },
  ]);
  const result = renderWithTheme(<Stub initialEntries={[`/checkouts/${hash}?step=${step}`]} />);
  await screen.findByRole('heading', { name: 'Checkout', level: 1 });
  return result;
}

const failure = (payload: CheckoutActionData, status = 422) => data(payload, { status });

describe('<MainCheckout />', () => {
  it('marks the current step in the breadcrumb and links the earlier ones', async () => {
    await renderStep('shipping_method', vi.fn());
    const trail = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(within(trail).getByText('Shipping')).toHaveAttribute('aria-current', 'step');
    expect(within(trail).getByRole('link', { name: 'Information' })).toHaveAttribute(
      'href',
      `/checkouts/${hash}?step=contact_information`,
    );
    expect(within(trail).queryByRole('link', { name: 'Payment' })).toBeNull();
  });

  it('shows a gift line in the summary as a paid part and a free part', async () => {
    await renderStep('shipping_method', vi.fn());
    const [summary] = screen.getAllByRole('region', { name: 'Order summary' });
    const lines = within(summary!).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^1.*Enamel Camp Mug.*Navy.*\$16\.00$/),
      expect.stringMatching(/^1.*Enamel Camp Mug.*Navy.*\$16\.00.*Free$/),
    ]);
  });

  describe("the theme's check_display", () => {
    const notes = () => [...document.querySelectorAll('[data-checkout-currency]')];
    afterEach(() => {
      currencySettings = themes.venue.currency;
    });

    it('on: under the total, the total again as money the currency selector converts, and that the order is charged in the store currency', async () => {
      currencySettings = { ...themes.venue.currency, show_selector: true, check_display: true };
      await renderStep('shipping_method', vi.fn());
      // The summary is drawn twice (phones, desktops), each with its note.
      expect(notes()).toHaveLength(2);
      for (const note of notes()) {
        expect(note.getAttribute('data-checkout-currency')).toBe('estimate');
        expect(note.textContent).toBe('About $21.99 at today’s rate. Your order is charged in USD.');
        const money = note.querySelector('[data-money]');
        expect([money?.getAttribute('data-money'), money?.getAttribute('data-currency')]).toEqual([
          '2199',
          'USD',
        ]);
      }
      // Every other amount of the checkout stays plain text in the store currency.
      expect(document.querySelectorAll('[data-money]')).toHaveLength(2);
    });

    it('off: only that the order is charged in the store currency, nothing converts', async () => {
      currencySettings = { ...themes.venue.currency, show_selector: true, check_display: false };
      await renderStep('shipping_method', vi.fn());
      expect(notes().map((note) => note.textContent)).toEqual([
        'Your order is charged in USD.',
        'Your order is charged in USD.',
      ]);
      expect(document.querySelectorAll('[data-money]')).toHaveLength(0);
    });

    it('without the selector: no note', async () => {
      currencySettings = { ...themes.venue.currency, show_selector: false, check_display: true };
      await renderStep('shipping_method', vi.fn());
      expect(notes()).toHaveLength(0);
    });
  });

  describe('information step', () => {
    const emptyCart = { ...cart, email: null, address: null } as WireCart;

    it('checks the fields before posting: a summary is announced and the first invalid field focused', async () => {
      const action = vi.fn();
      const { user } = await renderStep('contact_information', action, emptyCart);
      await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByRole('heading')).toHaveTextContent('Please correct 7 fields');
      const email = screen.getByLabelText('Email');
      expect(email).toHaveFocus();
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('Enter an email address.');
      expect(action).not.toHaveBeenCalled();
    });

    it('rejects a P.O. box with the shared rule as soon as the field is left', async () => {
      const { user } = await renderStep('contact_information', vi.fn(), emptyCart);
      await user.type(screen.getByLabelText('Address'), 'P.O. Box 12');
      await user.tab();
      expect(
        await screen.findByText('We can’t deliver to P.O. boxes. Enter a street address.'),
      ).toBeVisible();
    });

    it('asks for a CPF or CNPJ once Brazil is chosen, and names the province a state', async () => {
      const { user } = await renderStep('contact_information', vi.fn(), emptyCart);
      expect(screen.queryByLabelText('CPF or CNPJ')).toBeNull();
      await user.selectOptions(screen.getByLabelText('Country/region'), 'BR');
      expect(screen.getByLabelText('CPF or CNPJ')).toBeRequired();
      expect(screen.getByLabelText('State')).toBeRequired();
    });

    it('puts the store’s field errors on the fields after a post', async () => {
      const action = vi.fn(() =>
        failure({
          step: 'contact_information',
          values: {},
          errors: { country: 'There are no shipping methods for this address.' },
        }),
      );
      const { user } = await renderStep('contact_information', action);
      await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
      await waitFor(() => expect(action).toHaveBeenCalledOnce());
      const country = screen.getByLabelText('Country/region');
      await waitFor(() => expect(country).toHaveAttribute('aria-invalid', 'true'));
      expect(country).toHaveAccessibleDescription('There are no shipping methods for this address.');
      expect(country).toHaveFocus();
    });

    it('shows PayPal as unavailable when the theme offers it', async () => {
      await renderStep('contact_information', vi.fn());
      expect(screen.getByRole('button', { name: 'PayPal' })).toBeDisabled();
    });
  });

  describe('shipping step', () => {
    it('lists the methods with their costs, the saved one chosen', async () => {
      await renderStep('shipping_method', vi.fn());
      expect(screen.getByRole('radio', { name: /Standard shipping/ })).toBeChecked();
      expect(
        screen.getByRole('radio', { name: /Express shipping.*1–2 business days.*\$14\.99/ }),
      ).not.toBeChecked();
    });
  });

  describe('payment step', () => {
    it('posts the card with the rendered idempotency key', async () => {
      let posted: FormData | undefined;
      const action = vi.fn(async ({ request }: { request: Request }) => {
        posted = await request.formData();
        return failure({ step: 'payment_method', values: {}, errors: {}, idempotencyKey: 'next-key-0002' });
      });
      const { user } = await renderStep('payment_method', action);
      await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
      await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
      await user.type(screen.getByLabelText('Expiration date (MM / YY)'), '12/39');
      await user.type(screen.getByLabelText('Security code'), '123');
      await user.click(screen.getByRole('button', { name: 'Complete order' }));
      await waitFor(() => expect(action).toHaveBeenCalledOnce());
      expect(posted?.get('idempotencyKey')).toBe('key-from-the-loader-0001');
      expect(posted?.get('card.number')).toBe('4242 4242 4242 4242');
      expect(posted?.get('step')).toBe('payment_method');
    });

    it('shows a declined payment in the payment error catalogue’s wording', async () => {
      const action = vi.fn(() =>
        failure(
          {
            step: 'payment_method',
            values: { method: 'bank_transfer' },
            errors: { _form: 'checkout.PAYMENT_CARD_DECLINED' },
            idempotencyKey: 'next-key-0002',
          },
          402,
        ),
      );
      const { user } = await renderStep('payment_method', action);
      await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
      await user.click(screen.getByRole('button', { name: 'Complete order' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your card was declined. Please use another card.',
      );
    });
  });
});
