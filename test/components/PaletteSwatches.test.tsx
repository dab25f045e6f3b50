import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaletteSwatches, type PaletteSwatchOption } from '../../components';
import { renderWithTheme } from '../helpers/renderWithTheme';

const options: PaletteSwatchOption[] = [
  { value: 'Navy' },
  { value: 'tomato' },
  { value: 'Midnight' },
  { value: 'Wheat', soldOut: true },
  { value: 'Black' },
  { value: 'Ivory' },
];

const bubbleOf = (radio: HTMLElement) => radio.nextElementSibling as HTMLElement;

describe('<PaletteSwatches />', () => {
  describe('detail view', () => {
    it('is a named radio group of every option that submits with a plain form', () => {
      renderWithTheme(
        <PaletteSwatches
          name="Colour"
          paletteType="autoBlock"
          options={options}
          inputName="option[Colour]"
        />,
      );
      const group = screen.getByRole('group', { name: 'Colour' });
      const radios = within(group).getAllByRole('radio');
      expect(radios).toHaveLength(6);
      for (const radio of radios) expect(radio).toHaveAttribute('name', 'option[Colour]');
    });

    it('reports the pick and shows it beside the name', async () => {
      const onChange = vi.fn();
      const { user } = renderWithTheme(
        <PaletteSwatches name="Colour" paletteType="autoBlock" options={options} onChange={onChange} />,
      );
      await user.click(screen.getByRole('radio', { name: 'Black' }));
      expect(onChange).toHaveBeenCalledWith('Black');
      expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
      expect(screen.getByRole('group', { name: 'Colour: Black' })).toBeInTheDocument();
    });

    it('names sold-out options as sold out', () => {
      renderWithTheme(<PaletteSwatches name="Colour" paletteType="autoBlock" options={options} />);
      expect(screen.getByRole('radio', { name: 'Wheat, sold out' })).toBeInTheDocument();
    });
  });

  describe('validity', () => {
    it('draws auto_block options whose text is a CSS colour name (any case) as colour blocks, others as text', () => {
      renderWithTheme(<PaletteSwatches name="Colour" paletteType="autoBlock" options={options} />);
      expect(bubbleOf(screen.getByRole('radio', { name: 'tomato' }))).toHaveTextContent('');
      expect(bubbleOf(screen.getByRole('radio', { name: 'Navy' })).getAttribute('style')).toContain('navy');
      expect(bubbleOf(screen.getByRole('radio', { name: 'Midnight' }))).toHaveTextContent('Midnight');
    });

    it('draws manual options from image_src or color_code and falls back to text when missing', () => {
      const { container } = renderWithTheme(
        <PaletteSwatches
          name="Fabric"
          paletteType="manual"
          options={[
            { value: 'Linen', config: { showType: 'image', imageSrc: '/media/swatch/linen_wheat.png' } },
            { value: 'Forest', config: { showType: 'block', colorCode: '#2f5d3a' } },
            { value: 'Empty', config: { showType: 'image' } },
          ]}
        />,
      );
      // The swatch shows the -100 thumbnail
      expect(container.querySelector('img')).toHaveAttribute('src', '/media/swatch/linen_wheat-100.png');
      expect(bubbleOf(screen.getByRole('radio', { name: 'Forest' })).getAttribute('style')).toContain(
        '#2f5d3a',
      );
      expect(bubbleOf(screen.getByRole('radio', { name: 'Empty' }))).toHaveTextContent('Empty');
    });

    it('never writes an unsafe colour code into styles', () => {
      renderWithTheme(
        <PaletteSwatches
          name="Colour"
          paletteType="manual"
          options={[{ value: 'Bad', config: { showType: 'block', colorCode: 'red;background:url(//x)' } }]}
        />,
      );
      const bubble = bubbleOf(screen.getByRole('radio', { name: 'Bad' }));
      expect(bubble.getAttribute('style') ?? '').not.toContain('url');
      expect(bubble).toHaveTextContent('Bad');
    });

    it('draws auto_image options from default_image_src', () => {
      const { container } = renderWithTheme(
        <PaletteSwatches
          name="Colour"
          paletteType="autoImage"
          options={[{ value: 'Sand', config: { defaultImageSrc: '/i/sand.jpg' } }]}
        />,
      );
      expect(container.querySelector('img')).toHaveAttribute('src', '/i/sand-100.jpg');
    });
  });

  describe('card view (show_num)', () => {
    it('shows the first show_num options and a link to the product for the rest', () => {
      renderWithTheme(
        <PaletteSwatches
          name="Colour"
          paletteType="autoBlock"
          options={options}
          view="card"
          showNum={4}
          moreHref="/products/tee"
        />,
      );
      const list = screen.getByRole('list', { name: 'Colour' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(5);
      expect(screen.queryByText('Black')).toBeNull();
      const more = screen.getByRole('link', { name: '2 more Colour options, view product' });
      expect(more).toHaveAttribute('href', '/products/tee');
      expect(more).toHaveTextContent('+2');
    });

    it('shows every option and no link when they fit', () => {
      renderWithTheme(
        <PaletteSwatches
          name="Colour"
          paletteType="autoBlock"
          options={options}
          view="card"
          showNum={6}
          moreHref="/p"
        />,
      );
      expect(screen.queryByRole('link')).toBeNull();
    });

    it('uses buttons only when picking does something', async () => {
      const onChange = vi.fn();
      const { user, rerender } = renderWithTheme(
        <PaletteSwatches name="Colour" paletteType="autoBlock" options={options} view="card" />,
      );
      expect(screen.queryByRole('button')).toBeNull();
      rerender(
        <PaletteSwatches
          name="Colour"
          paletteType="autoBlock"
          options={options}
          view="card"
          onChange={onChange}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Navy' }));
      expect(onChange).toHaveBeenCalledWith('Navy');
      expect(screen.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
