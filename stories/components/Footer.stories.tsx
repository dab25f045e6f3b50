import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Footer, paymentBrandNames, Text, TextField } from '../../components';
import { EachTheme } from './navStoryFixtures';

const menus = [
  {
    id: 'shop',
    title: 'Shop',
    items: [
      { id: 'new', title: 'New in', url: '/collections/new' },
      { id: 'women', title: 'Women', url: '/collections/women' },
      { id: 'men', title: 'Men', url: '/collections/men' },
      { id: 'home', title: 'Home & living', url: '/collections/living' },
      { id: 'sale', title: 'Sale', url: '/collections/sale' },
    ],
  },
  {
    id: 'help',
    title: 'Help',
    items: [
      { id: 'track', title: 'Track your order', url: '/tracking' },
      { id: 'shipping', title: 'Shipping', url: '/policies/shipping-policy' },
      { id: 'returns', title: 'Returns & refunds', url: '/policies/refund-policy' },
      { id: 'contact', title: 'Contact us', url: '/pages/contact' },
    ],
  },
  {
    id: 'about',
    title: 'About',
    items: [
      { id: 'story', title: 'Our story', url: '/pages/about' },
      { id: 'journal', title: 'Journal', url: '/blogs/journal' },
      { id: 'privacy', title: 'Privacy policy', url: '/policies/privacy-policy' },
    ],
  },
];

const Newsletter = ({ id = 'newsletter-email' }: { id?: string }) => (
  <form action="/api/store/subscribe" method="post" aria-label="Newsletter">
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <div style={{ flex: '1 1 14rem' }}>
        <TextField
          id={id}
          label="Join our newsletter"
          type="email"
          name="email"
          placeholder="you@example.com"
        />
      </div>
      <Button type="submit">Subscribe</Button>
    </div>
  </form>
);

const Selector = ({ children }: { children: string }) => (
  <Button variant="ghost" tone="neutral" size="small">
    {children}
  </Button>
);

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    storeName: 'Maison Vitrine',
    year: 2026,
    menus,
    about: (
      <Text tone="secondary">Small-batch clothing and homeware, made to last and shipped plastic-free.</Text>
    ),
    newsletter: <Newsletter />,
    paymentIcons: paymentBrandNames,
    paymentIconMax: 8,
    languageSelector: <Selector>English</Selector>,
    currencySelector: <Selector>USD $</Selector>,
  },
  argTypes: {
    paymentIconMax: { control: { type: 'range', min: 2, max: 8 } },
    menus: { control: false },
    newsletter: { control: false },
    about: { control: false },
    languageSelector: { control: false },
    currencySelector: { control: false },
    paymentIcons: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { tags: ['visual-mobile'] };

/** Only the copyright line: a store that has not set anything up. */
export const Minimal: Story = {
  args: {
    menus: [],
    about: undefined,
    newsletter: undefined,
    paymentIcons: [],
    languageSelector: undefined,
    currencySelector: undefined,
  },
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  // The same component once per theme repeats its landmarks on purpose.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <EachTheme>
      {(theme) => <Footer {...args} newsletter={<Newsletter id={`newsletter-${theme}`} />} />}
    </EachTheme>
  ),
};
