import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MarketplaceButtons } from '../../components';
import { EachTheme } from './catalogStoryFixtures';

const meta = {
  title: 'Components/MarketplaceButtons',
  component: MarketplaceButtons,
  args: {
    productId: 'backpack',
    onClick: fn(),
    buttons: [
      {
        id: 'amz',
        kind: 'amazon',
        url: 'https://www.amazon.com/',
        variant: 'solid',
        backgroundColor: '#ff9900',
        textColor: '#111111',
      },
      {
        id: 'ebay',
        kind: 'ebay',
        url: 'https://www.ebay.com/',
        variant: 'outline',
        backgroundColor: '#0064d2',
      },
      { id: 'ali', kind: 'aliexpress', url: 'https://www.aliexpress.com/', variant: 'solid' },
      {
        id: 'own',
        kind: 'custom',
        url: 'https://example.com/stores',
        variant: 'link',
        text: 'Find a store near you',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof MarketplaceButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const amazon = canvas.getByRole('link', { name: 'Buy on Amazon (opens in a new tab)' });
    await expect(amazon).toHaveAttribute('target', '_blank');
    await expect(amazon).toHaveAttribute('rel', 'noopener noreferrer');
    amazon.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(amazon);
    await expect(args.onClick).toHaveBeenCalledWith('backpack', 'amz');
  },
};

/** Colours that are not colours and links that are not http(s) are dropped. */
export const UnsafeData: Story = {
  args: {
    buttons: [
      {
        id: 'a',
        kind: 'amazon',
        url: 'https://www.amazon.com/',
        variant: 'solid',
        backgroundColor: 'url(javascript:x)',
      },
      { id: 'b', kind: 'ebay', url: 'javascript:alert(1)', variant: 'solid' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  render: (args) => <EachTheme>{() => <MarketplaceButtons {...args} />}</EachTheme>,
};
