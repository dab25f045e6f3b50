import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VariantPicker } from '../../components';
import type { CatalogVariant, VariantOption } from '../../lib/catalog';
import { renderWithTheme } from '../helpers/renderWithTheme';

const options: VariantOption[] = [
  { name: 'Size', values: ['S', 'M', 'L'] },
  { name: 'Colour', values: ['Navy', 'Sand'] },
];
const v = (id: string, Size: string, Colour: string, buyable = true): CatalogVariant => ({
  id,
  attrs: { Size, Colour },
  buyable,
});
// L/Sand missing; M/Navy sold out.
const variants = [
  v('sn', 'S', 'Navy'),
  v('ss', 'S', 'Sand'),
  v('mn', 'M', 'Navy', false),
  v('ms', 'M', 'Sand'),
  v('ln', 'L', 'Navy'),
];

describe('<VariantPicker />', () => {
  it('starts from the given variant and names its inputs for a plain form', () => {
    renderWithTheme(<VariantPicker options={options} variants={variants} defaultVariantId="ms" />);
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Sand' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'M' })).toHaveAttribute('name', 'option[Size]');
  });

  it('reports the matching variant id when a pick completes a combination', async () => {
    const onVariantChange = vi.fn();
    const { user } = renderWithTheme(
      <VariantPicker
        options={options}
        variants={variants}
        defaultVariantId="ms"
        onVariantChange={onVariantChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(onVariantChange).toHaveBeenLastCalledWith('ss', { status: 'available', variant: variants[1] });
  });

  it('reports null and says the combination is unavailable when no variant matches', async () => {
    const onVariantChange = vi.fn();
    const { user } = renderWithTheme(
      <VariantPicker
        options={options}
        variants={variants}
        defaultVariantId="ms"
        onVariantChange={onVariantChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: /^L/ }));
    expect(onVariantChange).toHaveBeenLastCalledWith(null, { status: 'unavailable', variant: null });
    expect(screen.getByRole('status')).toHaveTextContent('This combination is unavailable');
  });

  it('marks values SOLD OUT given the other picks', async () => {
    const { user } = renderWithTheme(
      <VariantPicker options={options} variants={variants} defaultVariantId="ms" />,
    );
    // With Sand picked, L has no buyable variant.
    expect(screen.getByRole('radio', { name: 'L, SOLD OUT' })).toBeInTheDocument();
    // With M picked, Navy has only the disabled M/Navy.
    await user.click(screen.getByRole('radio', { name: 'Navy, SOLD OUT' }));
    expect(screen.getByRole('radio', { name: 'M, SOLD OUT' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'L' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sold out');
  });

  it('uses a select for options with many values, with SOLD OUT in the option text', async () => {
    const waists = ['26', '27', '28', '29', '30', '31', '32', '33', '34'];
    const onVariantChange = vi.fn();
    const { user } = renderWithTheme(
      <VariantPicker
        options={[{ name: 'Waist', values: waists }]}
        variants={waists.map((w) => ({ id: `w${w}`, attrs: { Waist: w }, buyable: w !== '28' }))}
        onVariantChange={onVariantChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Waist' });
    expect(select).toHaveAttribute('name', 'option[Waist]');
    expect(screen.getByRole('option', { name: '28 — SOLD OUT' })).toBeInTheDocument();
    await user.selectOptions(select, '31');
    expect(onVariantChange).toHaveBeenLastCalledWith('w31', expect.objectContaining({ status: 'available' }));
  });

  it('shows an option with a palette as swatches', () => {
    renderWithTheme(
      <VariantPicker
        options={options}
        variants={variants}
        palettes={{ Colour: { paletteType: 'autoBlock' } }}
        defaultVariantId="sn"
      />,
    );
    expect(screen.getByRole('group', { name: 'Colour: Navy' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Navy' })).toHaveAttribute('name', 'option[Colour]');
  });

  it('follows a display choice per option', () => {
    renderWithTheme(<VariantPicker options={options} variants={variants} display={{ Size: 'select' }} />);
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Colour/ })).toBeInTheDocument();
  });
});
