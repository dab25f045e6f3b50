import {
  type ChangeEvent,
  type FocusEvent,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { useIntl } from '../../lib/i18n/intl';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'search', 'email', 'tel', 'url', 'password'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps {
  /** The field's visible name (or hidden with `hideLabel`; it always names the input). */
  label: string;
  /**
   * Keeps the label for assistive technology only (e.g. a search field with a placeholder).
   * @default false
   */
  hideLabel?: boolean;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: ReactNode;
  /** An error message: marks the field `aria-invalid` and is announced with it. */
  error?: ReactNode;
  /**
   * The input type.
   * @default 'text'
   */
  type?: TextFieldType;
  /** Form field name, so the value posts without JavaScript. */
  name?: string;
  /** Id of the input; generated when absent. */
  id?: string;
  /** The value when controlled; pair with `onChange`. */
  value?: string;
  /** The starting value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The longest text accepted (e.g. 255 for the search field). */
  maxLength?: number;
  /**
   * Shows "current/max" under the field (needs `maxLength`).
   * @default false
   */
  showCounter?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /**
   * The text's direction when it must not follow the page's: `ltr` for digits in groups (a card
   * number), which a right-to-left page would otherwise lay out group by group from the right.
   */
  dir?: 'ltr' | 'rtl';
  /**
   * @default false
   */
  required?: boolean;
  /**
   * @default false
   */
  disabled?: boolean;
  /** A control inside the field's frame, after the text (e.g. a submit button). */
  action?: ReactNode;
  /** Combobox wiring for predictive search (see SearchBox). */
  role?: 'combobox';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-activedescendant'?: string;
  'aria-autocomplete'?: 'list' | 'both' | 'inline' | 'none';
}

/** A labelled single-line text input with help text, error and an optional character counter. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  (
    {
      label,
      hideLabel = false,
      description,
      error,
      type = 'text',
      name,
      id,
      value,
      defaultValue,
      onChange,
      onBlur,
      onFocus,
      onKeyDown,
      maxLength,
      showCounter = false,
      placeholder,
      autoComplete,
      dir,
      required = false,
      disabled = false,
      action,
      ...aria
    },
    ref,
  ) => {
    const intl = useIntl();
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const descriptionId = `${inputId}-description`;
    const errorId = `${inputId}-error`;
    const counterId = `${inputId}-counter`;
    const [uncontrolledLength, setUncontrolledLength] = useState(defaultValue?.length ?? 0);
    const length = value !== undefined ? value.length : uncontrolledLength;
    const counting = showCounter && maxLength !== undefined;
    const describedBy =
      [description && descriptionId, error && errorId, counting && counterId].filter(Boolean).join(' ') ||
      undefined;

    const labelElement = (
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
    );

    return (
      <div className={styles.root}>
        {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
        <div
          className={[styles.frame, error ? styles.frameInvalid : undefined, disabled && styles.disabled]
            .filter(Boolean)
            .join(' ')}
        >
          <input
            ref={ref}
            id={inputId}
            className={styles.input}
            type={type}
            name={name}
            value={value}
            defaultValue={defaultValue}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete={autoComplete}
            dir={dir}
            required={required}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              if (value === undefined) setUncontrolledLength(event.target.value.length);
              onChange?.(event.target.value, event);
            }}
            onBlur={onBlur}
            onFocus={onFocus}
            onKeyDown={onKeyDown}
            {...aria}
          />
          {action ? <div className={styles.action}>{action}</div> : null}
        </div>
        {description || counting ? (
          <div className={styles.meta}>
            {description ? (
              <span id={descriptionId} className={styles.description}>
                {description}
              </span>
            ) : (
              <span />
            )}
            {counting ? (
              <span id={counterId} className={styles.counter}>
                {intl.formatMessage({ id: 'textField.counter' }, { current: length, max: maxLength })}
              </span>
            ) : null}
          </div>
        ) : null}
        {error ? (
          <span id={errorId} className={styles.error}>
            <Icon name="warning" size="small" />
            {error}
          </span>
        ) : null}
      </div>
    );
  },
);
TextField.displayName = 'TextField';
