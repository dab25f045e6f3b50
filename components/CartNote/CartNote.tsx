import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CART_NOTE_MAX, CART_NOTE_THROTTLE_MS, clampNote, createNoteSaver } from '../../lib/cart/cartNote';
import { useIntl } from '../../lib/i18n/intl';
import * as styles from './CartNote.css';

export type CartNoteSaveResult = { ok: true } | { ok: false; message?: string };

export interface CartNoteProps {
  /** The note stored on the cart (`cart_note`). */
  value: string;
  /**
   * Saves the note. Called on blur and while typing after a 300 ms throttle, only when the text
   * differs from the stored note. Resolve `{ ok: false, message }` (or reject) to show an error.
   */
  onSave: (note: string) => Promise<CartNoteSaveResult | undefined>;
  /**
   * Maximum characters.
   * @default 500
   */
  maxLength?: number;
  /**
   * The throttle between saves while typing, in ms.
   * @default 300
   */
  throttleMs?: number;
  /** Field name, so the note posts with a plain form. */
  name?: string;
}

/**
 * The cart note: up to 500 characters with a live current/max
 * counter; saves on blur and while typing after a 300 ms throttle, and only
 * when the text differs from the stored note.
 */
export const CartNote = ({
  value,
  onSave,
  maxLength = CART_NOTE_MAX,
  throttleMs = CART_NOTE_THROTTLE_MS,
  name = 'note',
}: CartNoteProps) => {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // What the server holds: the prop, or the last text we sent (a save in flight counts as stored).
  const stored = useRef(value);
  const saveRef = useRef(onSave);
  saveRef.current = onSave;

  useEffect(() => {
    stored.current = value;
    setDraft(value);
  }, [value]);

  const saver = useMemo(
    () =>
      createNoteSaver({
        throttleMs,
        getStored: () => stored.current,
        save: (note) => {
          stored.current = note;
          setError(null);
          const failed = (message?: string) =>
            setError(message || intl.formatMessage({ id: 'cart.note.saveFailed' }));
          Promise.resolve(saveRef.current(note)).then(
            (result) => {
              if (result && !result.ok) failed(result.message);
            },
            (reason: unknown) => failed(reason instanceof Error ? reason.message : undefined),
          );
        },
      }),
    [throttleMs, intl],
  );
  useEffect(() => () => saver.cancel(), [saver]);

  const fieldId = `${id}-note`;
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;

  return (
    <div className={styles.root}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={fieldId}>
          {intl.formatMessage({ id: 'cart.note.label' })}
        </label>
        <span id={counterId} className={styles.counter}>
          {intl.formatMessage({ id: 'cart.note.counter' }, { current: draft.length, max: maxLength })}
        </span>
      </div>
      <textarea
        id={fieldId}
        className={styles.textarea}
        name={name}
        rows={3}
        maxLength={maxLength}
        value={draft}
        placeholder={intl.formatMessage({ id: 'cart.note.placeholder' })}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const note = clampNote(event.target.value, maxLength);
          setDraft(note);
          saver.input(note);
        }}
        onBlur={() => saver.flush(draft)}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
};
