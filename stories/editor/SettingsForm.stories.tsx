import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SchemaSettingsForm } from '../../editor/components/SchemaSettingsForm';
import { SettingsForm } from '../../editor/components/SettingsForm';
import { schema as featuredCollection } from '../../pages/sections/featured-collection/schema';

/** Forms generated from schemas: a section's inputs, and the theme settings' JSON Schema. */
const meta = {
  title: 'Editor/SettingsForm',
  tags: ['single-theme'],
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const onChange = fn();

/** The featured collection's settings; the number's range is the form's rule, and a bad value is not sent. */
export const SectionSettings: Story = {
  render: () => (
    <SettingsForm
      idPrefix="home-new"
      inputs={featuredCollection.settings}
      values={{ heading: 'Just in', collection: 'new-arrivals', productsToShow: 6 }}
      pickers={{ images: [], collections: ['new-arrivals', 'sale', 'home'], products: [] }}
      serverErrors={{ collection: 'No collection named "spring"' }}
      onChange={onChange}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    onChange.mockClear();
    const count = canvas.getByRole('spinbutton', { name: 'Products to show' });
    await userEvent.clear(count);
    await userEvent.type(count, '99');
    await expect(await canvas.findByText('At most 24')).toBeInTheDocument();
    await expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ productsToShow: 99 }));
  },
};

/** Theme settings from a schema: choices, a checkbox, a range, a choice list, a group. */
export const ThemeSettings: Story = {
  render: () => (
    <SchemaSettingsForm
      schema={{
        type: 'object',
        properties: {
          cartType: { type: 'string', enum: ['popup', 'drawer', 'page'] },
          cartBadgeBrackets: { type: 'boolean' },
          paletteShowNum: { type: 'integer', minimum: 1, maximum: 20 },
          payLater: { type: 'array', items: { type: 'string', enum: ['paypal', 'klarna', 'afterpay'] } },
          couponInput: {
            type: 'object',
            properties: { mobile: { type: 'boolean' }, desktop: { type: 'boolean' } },
          },
        },
      }}
      values={{
        cartType: 'drawer',
        cartBadgeBrackets: true,
        paletteShowNum: 3,
        payLater: ['klarna'],
        couponInput: { mobile: false, desktop: true },
      }}
      onChange={onChange}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    onChange.mockClear();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Cart Type' }), 'page');
    await expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ cartType: 'page' }));
  },
};
