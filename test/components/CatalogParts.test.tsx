import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CombinationThumbnails,
  MarketplaceButtons,
  ProductTagBadge,
  ResponsiveImage,
  roundToHalfStar,
  Skeleton,
  StarRating,
} from '../../components';
import { renderWithTheme } from '../helpers/renderWithTheme';

describe('<ResponsiveImage />', () => {
  it('offers the width ladder for media URLs and reserves the box', () => {
    renderWithTheme(
      <ResponsiveImage
        src="/media/product/tee_navy_1.png"
        alt="Tee"
        width={1200}
        height={1500}
        sizes="50vw"
      />,
    );
    const image = screen.getByRole('img', { name: 'Tee' });
    expect(image.getAttribute('srcset')).toContain('/media/product/tee_navy_1-100.webp 100w');
    expect(image.getAttribute('srcset')).toContain('/media/product/tee_navy_1-1200.webp 1200w');
    expect(image.getAttribute('srcset')).not.toContain('1400w');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1500');
  });

  it('is lazy by default and eager with high priority for the LCP image', () => {
    const { rerender } = renderWithTheme(<ResponsiveImage src="/a.png" alt="A" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    rerender(<ResponsiveImage src="/a.png" alt="A" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves other URLs without a srcset', () => {
    renderWithTheme(<ResponsiveImage src="https://cdn.example/a.png" alt="A" />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
  });

  it('swaps to the fallback image once when loading fails', () => {
    renderWithTheme(
      <ResponsiveImage src="/media/product/x_navy_1.png" alt="X" fallbackSrc="/fallback.png" />,
    );
    const image = screen.getByRole('img');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/fallback.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/fallback.png');
  });
});

describe('<StarRating />', () => {
  it('reads out the rating to the half star, out of 5', () => {
    renderWithTheme(<StarRating rating={4.3} reviewCount={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
  });

  it('caps at 5 stars and floors at 0', () => {
    expect(roundToHalfStar(7)).toBe(5);
    expect(roundToHalfStar(-1)).toBe(0);
    expect(roundToHalfStar(4.74)).toBe(4.5);
    expect(roundToHalfStar(4.75)).toBe(5);
    expect(roundToHalfStar(Number.NaN)).toBe(0);
  });

  it('says "1 review" in the singular', () => {
    renderWithTheme(<StarRating rating={5} reviewCount={1} />);
    expect(screen.getByText('1 review')).toBeInTheDocument();
  });
});

describe('<ProductTagBadge />', () => {
  it('fills placeholders with money in the current locale', () => {
    const { container } = renderWithTheme(
      <ProductTagBadge text="{PRICE} · {SKU}" values={{ price: 3900, currency: 'USD', sku: 'TEE-1' }} />,
    );
    expect(container.firstElementChild?.textContent).toBe('$39.00 · TEE-1');
  });

  it('marks the amounts for the currency selector, the rest of the text kept as written', () => {
    const { container } = renderWithTheme(
      <ProductTagBadge
        text="Save {SAVE_AMOUNT}!"
        values={{ price: 3900, regularPrice: 7800, currency: 'USD' }}
      />,
    );
    const money = container.querySelectorAll('[data-money]');
    expect(
      [...money].map((element) => [
        element.getAttribute('data-money'),
        element.getAttribute('data-currency'),
      ]),
    ).toEqual([['3900', 'USD']]);
    expect(money[0]?.parentElement?.textContent).toBe('Save $39.00!');
  });

  it('applies only valid merchant colours', () => {
    const { container, rerender } = renderWithTheme(
      <ProductTagBadge text="Sale" textColor="#ffffff" shapeColor="crimson" />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('style')).toContain('#ffffff');
    expect(root.getAttribute('style')).toContain('crimson');
    rerender(<ProductTagBadge text="Sale" textColor="red;background:url(x)" />);
    expect((container.firstElementChild as HTMLElement).getAttribute('style') ?? '').not.toContain('url');
  });

  it('draws the merchant image for style 1 (image with text)', () => {
    const { container } = renderWithTheme(<ProductTagBadge kind="image" imageSrc="/tag.png" text="Hot" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/tag.png');
    expect(container.querySelector('svg')).toBeNull();
  });
});

describe('<MarketplaceButtons />', () => {
  const buttons = [
    {
      id: 'amz',
      kind: 'amazon' as const,
      url: 'https://www.amazon.com/dp/1',
      variant: 'solid' as const,
      backgroundColor: '#ff9900',
    },
    { id: 'bad', kind: 'ebay' as const, url: 'javascript:alert(1)', variant: 'solid' as const },
    {
      id: 'own',
      kind: 'custom' as const,
      url: 'https://example.com',
      variant: 'link' as const,
      text: 'Our shop',
    },
    { id: 'blank', kind: 'custom' as const, url: 'https://example.com', variant: 'link' as const },
  ];

  it('opens safe links in a new tab without an opener, and drops unsafe or unlabelled ones', () => {
    renderWithTheme(<MarketplaceButtons buttons={buttons} productId="p1" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    const amazon = screen.getByRole('link', { name: 'Buy on Amazon (opens in a new tab)' });
    expect(amazon).toHaveAttribute('target', '_blank');
    expect(amazon.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Our shop (opens in a new tab)' })).toBeInTheDocument();
  });

  it('reports the click with the product id (click_button statistic)', () => {
    const onClick = vi.fn();
    renderWithTheme(<MarketplaceButtons buttons={buttons} productId="p1" onClick={onClick} />);
    const link = screen.getByRole('link', { name: /Amazon/ });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledWith('p1', 'amz');
  });

  it('applies valid colours through CSS variables and ignores invalid ones', () => {
    renderWithTheme(
      <MarketplaceButtons
        buttons={[
          {
            id: 'x',
            kind: 'amazon',
            url: 'https://www.amazon.com/',
            variant: 'solid',
            backgroundColor: '#ff9900',
            textColor: 'url(x)',
          },
        ]}
        productId="p1"
      />,
    );
    const style = screen.getByRole('link').getAttribute('style') ?? '';
    expect(style).toContain('#ff9900');
    expect(style).not.toContain('url');
  });
  it('keeps the theme text colour on outline buttons (the merchant colour is for a solid fill)', () => {
    renderWithTheme(
      <MarketplaceButtons
        buttons={[
          {
            id: 'o',
            kind: 'ebay',
            url: 'https://www.ebay.com/',
            variant: 'outline',
            backgroundColor: '#e53238',
            textColor: '#ffffff',
          },
          {
            id: 's',
            kind: 'amazon',
            url: 'https://www.amazon.com/',
            variant: 'solid',
            backgroundColor: '#232f3e',
            textColor: '#ffffff',
          },
        ]}
        productId="p1"
      />,
    );
    const [outline, solid] = screen.getAllByRole('link').map((link) => link.getAttribute('style') ?? '');
    expect(outline).toContain('#e53238');
    expect(outline).not.toContain('#ffffff');
    expect(solid).toContain('#ffffff');
  });
});

describe('<CombinationThumbnails />', () => {
  it('links each other product of the look by its title', () => {
    renderWithTheme(
      <CombinationThumbnails
        currentProductId="a"
        items={[
          { productId: 'a', title: 'Tee', href: '/products/tee', imageSrc: '/a.png' },
          { productId: 'b', title: 'Tote', href: '/products/tote', imageSrc: '/b.png' },
        ]}
      />,
    );
    expect(screen.getByRole('list', { name: 'Shop the look' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Tote' })).toHaveAttribute('href', '/products/tote');
  });

  it('renders nothing when only the current product is in the look', () => {
    const { container } = renderWithTheme(
      <CombinationThumbnails
        currentProductId="a"
        items={[{ productId: 'a', title: 'Tee', href: '/t', imageSrc: '/a.png' }]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('<Skeleton />', () => {
  it('is hidden from assistive technology and draws the asked number of lines', () => {
    const { container } = renderWithTheme(<Skeleton shape="text" lines={4} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root.children).toHaveLength(4);
  });
});
