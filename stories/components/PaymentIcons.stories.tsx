import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { PaymentIcons, paymentBrandNames, Stack, Text } from '../../components';
import { EachTheme } from './navStoryFixtures';

const meta = {
  title: 'Components/PaymentIcons',
  component: PaymentIcons,
  args: { icons: paymentBrandNames, max: 8 },
  argTypes: { max: { control: { type: 'range', min: 2, max: 8 } }, viewportWidth: { control: 'number' } },
} satisfies Meta<typeof PaymentIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As many as the real window allows (resize the canvas to watch the count change). */
export const Default: Story = { tags: ['visual-mobile'] };

/** Under 350/400/768/1024 px screens show 3/4/5/6, else 8 (48 px each). */
export const AtWidths: Story = {
  render: (args) => (
    <Stack space="large">
      {[340, 390, 600, 900, 1280].map((width) => (
        <Stack key={width} space="xsmall">
          <Text size="small" tone="secondary">
            {width} px screen
          </Text>
          <PaymentIcons {...args} viewportWidth={width} />
        </Stack>
      ))}
    </Stack>
  ),
};

/** The merchant's maximum of 3 on a wide screen; the rest open from +N. */
export const MoreOpen: Story = {
  args: { max: 3, viewportWidth: 1280 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '5 more payment methods' }));
    const list = await screen.findByRole('list', { name: 'More payment methods' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
  decorators: [(Story) => <div style={{ paddingTop: 120 }}>{Story()}</div>],
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  // The same component once per theme repeats its landmarks on purpose.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  args: { viewportWidth: 600 },
  render: (args) => <EachTheme>{() => <PaymentIcons {...args} />}</EachTheme>,
};
