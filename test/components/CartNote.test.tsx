import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartNote, type CartNoteSaveResult } from '../../components';
import { themeNames } from '../../themes';
import { renderWithTheme } from '../helpers/renderWithTheme';

const setup = (
  value = '',
  onSave = vi.fn(async (_note: string): Promise<CartNoteSaveResult> => ({ ok: true })),
) => {
  const view = renderWithTheme(<CartNote value={value} onSave={onSave} />);
  const field = screen.getByRole('textbox', { name: 'Order note' });
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { ...view, field, type, onSave };
};

describe('<CartNote />', () => {
  it.each(themeNames)('renders in the %s theme', (theme) => {
    renderWithTheme(<CartNote value="Leave at the door" onSave={async () => ({ ok: true })} />, { theme });
    expect(screen.getByRole('textbox', { name: 'Order note' })).toHaveValue('Leave at the door');
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('counts characters as current/max and allows at most 500', () => {
      const { field, type } = setup('Hi');
      expect(screen.getByText('2/500')).toBeInTheDocument();
      expect(field).toHaveAttribute('maxLength', '500');
      expect(field).toHaveAccessibleDescription('2/500');
      type('x'.repeat(520));
      expect(screen.getByText('500/500')).toBeInTheDocument();
      expect(field).toHaveValue('x'.repeat(500));
    });

    it('saves while typing after a 300 ms throttle, with the latest text', () => {
      const { type, onSave } = setup();
      type('G');
      type('Gi');
      type('Gift');
      act(() => vi.advanceTimersByTime(299));
      expect(onSave).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onSave).toHaveBeenCalledExactlyOnceWith('Gift');
    });

    it('saves on blur without waiting for the throttle', () => {
      const { field, type, onSave } = setup();
      type('Ring the bell');
      fireEvent.blur(field);
      expect(onSave).toHaveBeenCalledExactlyOnceWith('Ring the bell');
      act(() => vi.advanceTimersByTime(1000));
      expect(onSave).toHaveBeenCalledTimes(1);
    });

    it('does not save when the note equals the stored one', () => {
      const { field, type, onSave } = setup('Same');
      fireEvent.blur(field);
      type('Same!');
      type('Same');
      act(() => vi.advanceTimersByTime(300));
      fireEvent.blur(field);
      expect(onSave).not.toHaveBeenCalled();
    });
  });

  it('shows the server message when saving fails', async () => {
    const onSave = vi.fn(
      async (_note: string): Promise<CartNoteSaveResult> => ({ ok: false, message: 'Note is too long' }),
    );
    const { field, type } = setup('', onSave);
    type('Hello');
    fireEvent.blur(field);
    expect(await screen.findByRole('alert')).toHaveTextContent('Note is too long');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a general message when saving fails without one', async () => {
    const { field, type } = setup(
      '',
      vi.fn((_note: string): Promise<CartNoteSaveResult> => Promise.reject(new Error(''))),
    );
    type('Hello');
    fireEvent.blur(field);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your note could not be saved');
  });
});
