import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SearchBox, SearchDialog, type SearchSuggestion, Stack, Text } from '../../components';

const catalogue: SearchSuggestion[] = [
  { id: '1', label: 'Linen overshirt', url: '/products/linen-overshirt', detail: '$68.00' },
  { id: '2', label: 'Linen wide-leg trousers', url: '/products/linen-trousers', detail: '$74.00' },
  { id: '3', label: 'Linen cushion cover', url: '/products/linen-cushion', detail: '$29.00' },
  { id: '4', label: 'Wool crew sweater', url: '/products/wool-crew', detail: '$89.00' },
  { id: '5', label: 'Leather tote', url: '/products/leather-tote', detail: '$145.00' },
];

/** Filters the demo catalogue as a predictive search would. */
const Predictive = ({ open = true }: { open?: boolean }) => {
  const [query, setQuery] = useState('lin');
  const suggestions = catalogue.filter((item) =>
    item.label.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <SearchDialog
      defaultOpen={open}
      query={query}
      onQueryChange={setQuery}
      suggestions={suggestions}
      onSuggestionSelect={fn()}
    >
      <Stack space="small">
        <Text size="small" tone="secondary">
          Popular searches
        </Text>
        <Text>Linen shirts · Wool coats · Leather boots</Text>
      </Stack>
    </SearchDialog>
  );
};

const meta = {
  title: 'Components/SearchDialog',
  component: SearchDialog,
  args: { defaultOpen: true, onOpenChange: fn() },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog (600 wide) with focus in the field. */
export const Default: Story = {
  tags: ['visual-mobile'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Search the store' });
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: 'Search' })).toHaveFocus());
  },
};

/** Predictive suggestions as a combobox: ↓ moves through them. */
export const WithSuggestions: Story = {
  tags: ['visual-mobile'],
  render: () => <Predictive />,
  play: async ({ userEvent }) => {
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
  },
};

/** The search box on its own (e.g. on the /search page), with a query. */
export const Box: Story = {
  render: () => (
    <div style={{ maxWidth: 480, padding: 24 }}>
      <SearchBox defaultQuery="linen shirt" />
    </div>
  ),
};
