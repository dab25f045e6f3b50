import { type ClipboardEvent, type DragEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useIntl } from '../../lib/i18n/intl';
import {
  QUANTITY_MAX,
  QUANTITY_MIN,
  resolveQuantity,
  stepQuantity,
  stripNonNumeric,
} from '../../lib/quantity/quantityRules';
import { MinusIcon, PlusIcon } from '../private/icons';
import * as styles from './QuantityInput.css';

export const quantityInputSizes = ['small', 'standard'] as const;
export type QuantityInputSize = (typeof quantityInputSizes)[number];

export interface QuantityInputProps {
  /** The quantity when controlled; pair with `onChange`. */
  value?: number;
  /**
   * The starting quantity when uncontrolled.
   * @default min
   */
  defaultValue?: number;
  /**
   * The smallest quantity: 1, but 0 for cart lines (0 removes the line).
   * @default 1
   */
  min?: number;
  /**
   * The largest quantity. Entries above it clamp to it; entries above 100000 revert.
   * @default 100000
   */
  max?: number;
  /** Called with each new committed quantity (on blur, Enter, −/+ and arrow keys). */
  onChange?: (value: number) => void;
  /** Called with the entered number when it exceeds 100 (publish an invalid-number event). */
  onInvalidNumber?: (entered: number) => void;
  /** Called with the committed quantity when Enter is pressed (product page: add to cart). */
  onEnter?: (value: number) => void;
  /** The accessible name; defaults to "Quantity". Name the product in lists: "Quantity, Linen shirt". */
  label?: string;
  /** Form field name, so the value posts without JavaScript. */
  name?: string;
  /** Id of the text field (for an external `<label htmlFor>`). */
  id?: string;
  /**
   * @default 'standard'
   */
  size?: QuantityInputSize;
  /**
   * @default false
   */
  disabled?: boolean;
}

/**
 * A quantity stepper following the quantity rules (lib/quantity): paste is blocked,
 * non-numeric characters are stripped as you type, and on commit the entry
 * is rounded, reverted (no number, or above 100000) or clamped to min/max.
 */
export const QuantityInput = ({
  value,
  defaultValue,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
  onChange,
  onInvalidNumber,
  onEnter,
  label,
  name,
  id,
  size = 'standard',
  disabled = false,
}: QuantityInputProps) => {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const isControlled = value !== undefined;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? min);
  const current = isControlled ? value : uncontrolled;
  const [draft, setDraft] = useState(String(current));

  // A new value from outside (or a revert) replaces whatever is being typed.
  useEffect(() => setDraft(String(current)), [current]);

  const bounds = { min, max };

  const commit = (raw: string): number => {
    const result = resolveQuantity(raw, current, bounds);
    if (result.exceedsInvalidThreshold) onInvalidNumber?.(result.entered);
    setDraft(String(result.value));
    if (result.value !== current) {
      if (!isControlled) setUncontrolled(result.value);
      onChange?.(result.value);
    }
    return result.value;
  };

  const step = (direction: -1 | 1) => commit(String(stepQuantity(current, direction, bounds)));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      const committed = commit(draft);
      if (onEnter) {
        event.preventDefault();
        onEnter(committed);
      }
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  // Paste is blocked (dropping text in would bypass it the same way).
  const block = (event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) =>
    event.preventDefault();

  const fieldLabel = label ?? intl.formatMessage({ id: 'quantity.label' });

  return (
    <div className={[styles.root, styles.size[size], disabled && styles.disabled].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.step}
        aria-label={intl.formatMessage({ id: 'quantity.decrease' })}
        aria-controls={inputId}
        disabled={disabled || current <= min}
        onClick={() => step(-1)}
      >
        <MinusIcon />
      </button>
      <input
        id={inputId}
        className={styles.input}
        type="text"
        inputMode="numeric"
        // A text field with spinbutton semantics: type="number" would accept
        // "1e5" and "-" and hide what we strip.
        role="spinbutton"
        aria-label={fieldLabel}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={current}
        autoComplete="off"
        name={name}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(stripNonNumeric(event.target.value))}
        onBlur={() => commit(draft)}
        onKeyDown={handleKeyDown}
        onPaste={block}
        onDrop={block}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={intl.formatMessage({ id: 'quantity.increase' })}
        aria-controls={inputId}
        disabled={disabled || current >= max}
        onClick={() => step(1)}
      >
        <PlusIcon />
      </button>
    </div>
  );
};
