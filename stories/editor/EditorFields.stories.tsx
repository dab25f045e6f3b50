import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Stack } from '../../components';
import {
  CheckboxField,
  ColorField,
  FieldGroup,
  InputField,
  SelectField,
  TextAreaField,
} from '../../editor/components/Fields';

/** The theme editor's form fields (editor/, one look: shown in one theme). */
const meta = {
  title: 'Editor/Fields',
  tags: ['single-theme'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function ColourDemo() {
  const [value, setValue] = useState('#1f4fe0');
  return (
    <ColorField label="Brand Accent text" value={value} onChange={setValue} hint="In a pair that fails AA" />
  );
}

export const AllFields: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <Stack space="small">
        <InputField label="Heading" defaultValue="New arrivals" maxLength={500} />
        <InputField label="Products to show" type="number" min={1} max={24} defaultValue={8} hint="1–24" />
        <InputField label="Button link" defaultValue="//evil.test" error="Start with / or https://" />
        <TextAreaField label="Text" defaultValue="<p>Fewer, better things.</p>" />
        <SelectField
          label="Cart type"
          defaultValue="drawer"
          options={[
            { value: 'popup', label: 'popup' },
            { value: 'drawer', label: 'drawer' },
            { value: 'page', label: 'page' },
          ]}
        />
        <CheckboxField label="Full width" defaultChecked />
        <FieldGroup legend="Coupon input">
          <CheckboxField label="Mobile" />
          <CheckboxField label="Desktop" defaultChecked />
        </FieldGroup>
        <ColourDemo />
      </Stack>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const colour = canvas.getByRole('textbox', { name: 'Brand Accent text' });
    await userEvent.clear(colour);
    await userEvent.type(colour, '#f4c2d0');
    await expect(canvas.getByLabelText('Brand Accent text: picker')).toHaveValue('#f4c2d0');
    await expect(canvas.getByRole('textbox', { name: 'Button link' })).toHaveAccessibleDescription(
      'Start with / or https://',
    );
  },
};
