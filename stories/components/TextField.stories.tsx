import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon, Inline, iconNames, Stack, Text, TextField, textFieldTypes } from '../../components';
import { EachTheme } from './navStoryFixtures';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'We send the order confirmation here.' },
};

/** The error is announced with the field (aria-describedby) and marks it invalid. */
export const WithError: Story = {
  tags: ['visual-mobile'],
  args: { defaultValue: 'jane@', error: 'Enter a valid email address', description: 'For your receipt.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A counter for a limited text (e.g. a cart note: 500). */
export const WithCounter: Story = {
  args: { label: 'Order note', type: 'text', maxLength: 500, showCounter: true, placeholder: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order note' }), 'Gift wrap please');
    await expect(canvas.getByText('16/500')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jane@example.com' } };

/** The icon set, in the current text colour. */
export const Icons: Story = {
  render: () => (
    <Inline space="large">
      {iconNames.map((name) => (
        <Stack key={name} space="xsmall" align="center">
          <Icon name={name} size="large" />
          <Text size="xsmall" tone="secondary">
            {name}
          </Text>
        </Stack>
      ))}
    </Inline>
  ),
};

export const AllThemes: Story = {
  tags: ['!autodocs', 'single-theme'],
  // The same component once per theme repeats its landmarks on purpose.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <EachTheme>
      {(theme) => <TextField {...args} id={`email-${theme}`} error="Enter a valid email address" />}
    </EachTheme>
  ),
};
