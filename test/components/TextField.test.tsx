import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Icon, TextField } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

describe('<TextField />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<TextField label="Email" />, { theme });
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('links its description and error and marks itself invalid', () => {
    renderWithTheme(
      <TextField label="Email" description="We send the receipt here." error="Enter a valid email" />,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('We send the receipt here. Enter a valid email');
  });

  it('is not marked invalid without an error', () => {
    renderWithTheme(<TextField label="Email" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('counts characters against the maximum and stops at it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithTheme(
      <TextField label="Note" maxLength={5} showCounter onChange={onChange} />,
    );
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(field).toHaveAccessibleDescription('0/5');
    await user.type(field, 'abcdefg');
    expect(field).toHaveValue('abcde');
    expect(field).toHaveAccessibleDescription('5/5');
    expect(onChange).toHaveBeenLastCalledWith('abcde', expect.anything());
  });

  it('keeps the label for assistive technology when hidden', () => {
    renderWithTheme(<TextField label="Search" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });
});

describe('<Icon />', () => {
  it('is hidden from assistive technology unless labelled', () => {
    const { container } = renderWithTheme(<Icon name="cart" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label', () => {
    renderWithTheme(<Icon name="warning" label="Warning" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });
});
