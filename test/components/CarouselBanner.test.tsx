import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CarouselBanner,
  type CarouselBannerProps,
  CarouselBannerStatic,
  type CarouselSlide,
} from '../../components';
import { renderWithTheme } from '../helpers/renderWithTheme';

const autoplayOptions = vi.hoisted(() => vi.fn());
vi.mock('embla-carousel-autoplay', async (importOriginal) => {
  const actual = await importOriginal<typeof import('embla-carousel-autoplay')>();
  return {
    default: (options: Parameters<typeof actual.default>[0]) => {
      autoplayOptions(options);
      return actual.default(options);
    },
  };
});

// jsdom has no IntersectionObserver; embla watches slides with one. Layout is not what we test.
if (typeof globalThis.IntersectionObserver === 'undefined') {
  globalThis.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}

const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
};

const slides: CarouselSlide[] = ['Linen season', 'Walk further', 'Light at home'].map((title, index) => ({
  id: `s${index + 1}`,
  image: { src: `/media/banner/${index}.webp`, alt: `${title} banner`, width: 2000, height: 875 },
  title,
  description: 'New arrivals every week.',
  buttonText: `Shop ${title}`,
  buttonUrl: `/collections/${index}`,
}));

const renderCarousel = (props: Partial<CarouselBannerProps> = {}) => {
  const view = renderWithTheme(<CarouselBanner slides={slides} label="Featured" {...props} />);
  const region = screen.getByRole('region', { name: 'Featured' });
  const current = () =>
    within(region)
      .getAllByRole('group')
      .findIndex((slide) => !slide.hasAttribute('inert'));
  return { ...view, region, current };
};

beforeEach(() => {
  setReducedMotion(false);
  autoplayOptions.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('<CarouselBanner />', () => {
  it('describes itself as a carousel of labelled slides', () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(within(groups[0]!).getByRole('heading', { name: 'Linen season' })).toBeInTheDocument();
    expect(within(groups[0]!).getByRole('link', { name: 'Shop Linen season' })).toHaveAttribute(
      'href',
      '/collections/0',
    );
  });

  it('keeps faded-out slides out of reach (inert)', () => {
    const { region } = renderCarousel();
    const groups = within(region).getAllByRole('group');
    expect(groups[0]).not.toHaveAttribute('inert');
    expect(groups[1]).toHaveAttribute('inert');
  });

  it('shows arrows for hide_type arrow and loops with them', async () => {
    const { user, region, current } = renderCarousel({ controls: 'arrow' });
    expect(within(region).queryByRole('button', { name: /Go to slide/ })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(2);
    await user.click(within(region).getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(0);
  });

  it('shows square dots for hide_type square, the current one marked', async () => {
    const { user, region, current } = renderCarousel({ controls: 'square' });
    expect(within(region).queryByRole('button', { name: 'Next slide' })).toBeNull();
    const dots = within(region).getAllByRole('button', { name: /Go to slide/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[2]!);
    expect(current()).toBe(2);
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('moves with the arrow keys', async () => {
    const { user, region, current } = renderCarousel();
    within(region).getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe(1);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(current()).toBe(2);
  });

  it('moves on a swipe over 50 px and ignores shorter ones', () => {
    const { region, current } = renderCarousel();
    const viewport = within(region).getAllByRole('group')[0]!.parentElement!.parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { clientX: from });
      fireEvent.pointerUp(viewport, { clientX: to });
    };
    swipe(300, 250);
    expect(current()).toBe(0);
    swipe(300, 249);
    expect(current()).toBe(1);
    swipe(100, 151);
    expect(current()).toBe(0);
  });

  it('is a skeleton until the first image loads, then takes its height', () => {
    const { region } = renderCarousel();
    expect(region).toHaveAttribute('aria-busy', 'true');
    fireEvent.load(within(region).getByRole('img', { name: 'Linen season banner' }));
    expect(region).not.toHaveAttribute('aria-busy');
  });

  it('loads the first image eagerly with high priority and the rest lazily', () => {
    const { region } = renderCarousel();
    const images = within(region).getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('autoplays with a delay of interval × 1000, pausing on hover and focus', () => {
    const { region } = renderCarousel({ interval: 4 });
    expect(autoplayOptions).toHaveBeenCalledWith(
      expect.objectContaining({ delay: 4000, stopOnMouseEnter: true, stopOnFocusIn: true }),
    );
    expect(within(region).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('does not autoplay when the interval is 0', () => {
    const { region } = renderCarousel({ interval: 0 });
    expect(autoplayOptions).not.toHaveBeenCalled();
    expect(within(region).queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('does not autoplay under reduced motion', () => {
    setReducedMotion(true);
    renderCarousel({ interval: 4 });
    expect(autoplayOptions).not.toHaveBeenCalled();
  });

  it('toggles between pause and play', async () => {
    const { user, region } = renderCarousel({ interval: 4 });
    await user.click(within(region).getByRole('button', { name: 'Pause slideshow' }));
    expect(within(region).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('applies valid colours from data and drops unsafe ones', () => {
    const { region } = renderCarousel({
      slides: [
        { ...slides[0]!, textColor: '#112233', buttonColor: 'red; background:url(x)', overlayOpacity: 30 },
      ],
    });
    const style = within(region).getByRole('group').getAttribute('style') ?? '';
    expect(style).toContain('#112233');
    expect(style).toContain('0.3');
    expect(style).not.toContain('url(');
  });

  it('has no controls for a single slide and nothing at all for none', () => {
    const { region, unmount } = renderCarousel({ slides: slides.slice(0, 1), interval: 3 });
    expect(within(region).queryByRole('button')).toBeNull();
    unmount();
    const { container } = renderWithTheme(<CarouselBanner slides={[]} label="Empty" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('<CarouselBannerStatic />', () => {
  const withImages = slides.map((slide) => ({
    ...slide,
    image: { ...slide.image, srcSet: `${slide.image.src} 800w`, sizes: '(min-width: 1280px) 1240px, 100vw' },
  }));

  it('draws the first slide only, its image fetched first with the srcset and sizes', () => {
    renderWithTheme(<CarouselBannerStatic slides={withImages} label="Featured" />);
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(within(region).getByRole('heading', { name: 'Linen season' })).toBeInTheDocument();
    expect(within(region).queryByRole('heading', { name: 'Walk further' })).toBeNull();
    const image = within(region).getByRole('img', { name: 'Linen season banner' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('srcset', '/media/banner/0.webp 800w');
    expect(image).toHaveAttribute('sizes', '(min-width: 1280px) 1240px, 100vw');
    // Nothing to press before the carousel is there.
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('shares the carousel first slide markup, so the swap after hydration moves nothing', () => {
    const slide = { ...withImages[0]!, textColor: '#112233', overlayOpacity: 30 };
    const { container: staticView } = renderWithTheme(
      <CarouselBannerStatic slides={[slide, withImages[1]!]} label="Featured" />,
    );
    const { container: carouselView } = renderWithTheme(
      <CarouselBanner slides={[slide, withImages[1]!]} label="Featured" />,
    );
    const staticSlide = staticView.querySelector('section > div > div > div')!;
    const carouselSlide = carouselView.querySelector('[role="group"]')!;
    expect(staticSlide.className).toBe(carouselSlide.className);
    // The slide's own custom properties (embla adds its fade styles to the carousel's).
    const ownVars = (element: Element) =>
      (element.getAttribute('style') ?? '').split(';').filter((rule) => rule.trim().startsWith('--'));
    expect(ownVars(staticSlide)).toEqual(ownVars(carouselSlide));
    expect(ownVars(staticSlide)).toHaveLength(3);
    expect(staticSlide.innerHTML).toBe(carouselSlide.innerHTML);
    // The boxes around the slide up to the region: viewport, container and section.
    const frame = (element: Element): string[] => {
      const classes: string[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        classes.push(node.className);
        if (node.tagName === 'SECTION') break;
      }
      return classes;
    };
    expect(frame(staticSlide)).toEqual(frame(carouselSlide));
  });

  it('draws the square dots row (hidden from assistive technology) only when the carousel will', () => {
    const { container, unmount } = renderWithTheme(
      <CarouselBannerStatic slides={withImages} label="Featured" controls="square" />,
    );
    const dots = container.querySelector('[aria-hidden="true"]')!;
    expect(dots.children).toHaveLength(3);
    expect(dots.children[0]).toHaveAttribute('data-current', 'true');
    unmount();
    for (const props of [
      { controls: 'arrow' as const },
      { controls: 'square' as const, slides: withImages.slice(0, 1) },
    ]) {
      const view = renderWithTheme(<CarouselBannerStatic slides={withImages} label="Featured" {...props} />);
      expect(view.container.querySelector('[aria-hidden="true"]')).toBeNull();
      view.unmount();
    }
  });

  it('renders nothing without slides', () => {
    const { container } = renderWithTheme(<CarouselBannerStatic slides={[]} label="Empty" />);
    expect(container).toBeEmptyDOMElement();
  });
});
