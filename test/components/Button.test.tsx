import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonTones, buttonVariants } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

describe('<Button />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<Button>Add to cart</Button>, { theme });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  });

  it('renders every variant and tone as a button of type button', () => {
    for (const variant of buttonVariants) {
      for (const tone of buttonTones) {
        renderWithTheme(
          <Button variant={variant} tone={tone}>
            {`${variant} ${tone}`}
          </Button>,
        );
        expect(screen.getByRole('button', { name: `${variant} ${tone}` })).toHaveAttribute('type', 'button');
      }
    }
  });

  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    const { user } = renderWithTheme(<Button onClick={onClick}>Buy now</Button>);
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  describe('loading', () => {
    it('marks the button busy, announces loading and ignores clicks', async () => {
      const onClick = vi.fn();
      const { user } = renderWithTheme(
        <Button loading onClick={onClick}>
          Add to cart
        </Button>,
      );
      const button = screen.getByRole('button', { name: /add to cart/i });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAccessibleName('Add to cart Loading');
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });

    it('keeps the button focusable so keyboard users keep their place', () => {
      renderWithTheme(<Button loading>Add to cart</Button>);
      const button = screen.getByRole('button', { name: /add to cart/i });
      button.focus();
      expect(button).toHaveFocus();
    });
  });

  describe('disabled', () => {
    it('is disabled and does not call onClick', async () => {
      const onClick = vi.fn();
      const { user } = renderWithTheme(
        <Button disabled onClick={onClick}>
          Sold out
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Sold out' });
      expect(button).toBeDisabled();
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('href', () => {
    it('renders a link to the address', () => {
      renderWithTheme(<Button href="/collections/all">Continue shopping</Button>);
      expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
        'href',
        '/collections/all',
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('drops the address and says so when disabled', () => {
      renderWithTheme(
        <Button href="/checkouts" disabled>
          Checkout
        </Button>,
      );
      const link = screen.getByRole('link', { name: 'Checkout' });
      expect(link).not.toHaveAttribute('href');
      expect(link).toHaveAttribute('aria-disabled', 'true');
    });
  });

  it('submits its name and value with a form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      return new FormData(form, event.submitter).get('intent');
    });
    const { user } = renderWithTheme(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" name="intent" value="buy-now">
          Buy now
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(onSubmit).toHaveReturnedWith('buy-now');
  });
});
