import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DiscountTips, Stack } from '../../components';
import { bundleGroup, giftGroup, stepGroup } from './cartFixtures';

const meta = {
  title: 'Components/DiscountTips',
  component: DiscountTips,
  args: { name: bundleGroup.name, discount: bundleGroup.discount, tips: bundleGroup.tips, currency: 'USD' },
  argTypes: { tips: { control: 'object' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscountTips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tip kind: bulk count/amount, flat/percentage, step ordinals, top tier, saved, gifts, shipping. */
export const All: Story = {
  tags: ['visual-mobile'],
  render: (args) => (
    <Stack space="medium">
      <DiscountTips {...args} />
      <DiscountTips
        {...args}
        name={giftGroup.name}
        discount={giftGroup.discount}
        tips={giftGroup.tips}
        onChooseGift={fn()}
      />
      <DiscountTips {...args} name={stepGroup.name} discount={0} tips={stepGroup.tips} />
      <DiscountTips
        {...args}
        name="Spend more, save more"
        discount={1500}
        tips={[
          { kind: 'add_amount', discountType: 'bulk_discount', amount: 1250, value: 1000, valueType: 'flat' },
          { kind: 'top_tier_reached', discountType: 'bulk_discount', value: 20, valueType: 'percentage' },
          {
            kind: 'add_amount',
            discountType: 'shipping_discount',
            amount: 2550,
            value: 0,
            valueType: 'free',
          },
        ]}
      />
      <DiscountTips
        {...args}
        name="Buy 2, get 1 half price"
        discount={0}
        tips={[
          {
            kind: 'add_quantity',
            discountType: 'buy_x_get_x_discount',
            quantity: 2,
            value: 50,
            valueType: 'percentage',
            giftQuantity: 1,
          },
        ]}
      />
    </Stack>
  ),
};
