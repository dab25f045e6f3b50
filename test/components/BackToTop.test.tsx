import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from '../../components';
import { renderWithTheme } from '../helpers/renderWithTheme';

const scrollTo = vi.fn();
const setReducedMotion = (reduce: boolean) => {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
};
const scrollPage = (y: number) => {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(300);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  window.innerHeight = 800;
  window.scrollY = 0;
  scrollTo.mockClear();
  setReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('<BackToTop />', () => {
  it('is inserted 1000 ms after the page starts', () => {
    window.scrollY = 2000;
    renderWithTheme(<BackToTop />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
  });

  it('never appears when disabled', () => {
    window.scrollY = 2000;
    const { container } = renderWithTheme(<BackToTop enabled={false} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(container).toBeEmptyDOMElement();
  });

  it('appears only after scrolling half a screen', () => {
    renderWithTheme(<BackToTop />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollPage(1200);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
    scrollPage(100);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('scrolls smoothly to the top, instantly under reduced motion', () => {
    window.scrollY = 2000;
    const { unmount } = renderWithTheme(<BackToTop />);
    act(() => vi.advanceTimersByTime(1000));
    act(() => screen.getByRole('button', { name: 'Back to top' }).click());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    unmount();
    setReducedMotion(true);
    renderWithTheme(<BackToTop />);
    act(() => vi.advanceTimersByTime(1000));
    act(() => screen.getByRole('button', { name: 'Back to top' }).click());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
