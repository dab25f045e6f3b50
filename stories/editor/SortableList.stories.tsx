import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { type SortableItem, SortableList } from '../../editor/components/SortableList';

const start: SortableItem[] = [
  { id: 'hero', title: 'Image with text: The art of the everyday' },
  { id: 'intro', title: 'Rich text: Considered, not consumed' },
  { id: 'new', title: 'Featured collection: Just in' },
  { id: 'collections', title: 'Collection list: Collections', hidden: true },
];

function Demo() {
  const [items, setItems] = useState(start);
  const [selected, setSelected] = useState<string | null>('intro');
  return (
    <div style={{ maxWidth: 420 }}>
      <SortableList
        label="Home sections"
        items={items}
        selected={selected}
        onSelect={setSelected}
        onMove={(from, to) =>
          setItems((list) => {
            const next = [...list];
            const [item] = next.splice(from, 1);
            next.splice(to, 0, item!);
            return next;
          })
        }
        onToggleHidden={(id) =>
          setItems((list) => list.map((i) => (i.id === id ? { ...i, hidden: !i.hidden } : i)))
        }
        onRemove={(id) => setItems((list) => list.filter((i) => i.id !== id))}
      />
    </div>
  );
}

/** A template's sections: drag the handle, or focus it and press ↑/↓; hide, show, remove. */
const meta = {
  title: 'Editor/SortableList',
  tags: ['single-theme'],
  render: () => <Demo />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The keyboard moves the featured collection to the top; the handle keeps focus. */
export const KeyboardReorder: Story = {
  play: async ({ canvas, userEvent }) => {
    const handle = canvas.getByRole('button', { name: /Reorder Featured collection/ });
    handle.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    const rows = canvas.getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Featured collection: Just in');
    await expect(
      canvas.getByText('Featured collection: Just in moved to position 1 of 4'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Rich text: Considered, not consumed' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
