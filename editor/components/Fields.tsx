/**
 * The editor's form fields: a label, the native control (so react-hook-form's `register` wires it
 * directly), help text and an error announced with the control. Tokens only, one look.
 */
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import * as styles from './fields.css';

/** A setting's key as a label: `cartType` → "Cart Type". */
export const words = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

interface FieldFrame {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

function Frame({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <span className={styles.hint} id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export type InputFieldProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

/** A one-line text, URL or number input. */
export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(
  ({ label, hint, error, id: given, ...input }, ref) => {
    const auto = useId();
    const id = given ?? auto;
    return (
      <Frame id={id} label={label} hint={hint} error={error}>
        <input
          ref={ref}
          id={id}
          className={styles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
      </Frame>
    );
  },
);
InputField.displayName = 'InputField';

export type TextAreaFieldProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

/** Several lines (rich text is edited as its HTML). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  ({ label, hint, error, id: given, ...input }, ref) => {
    const auto = useId();
    const id = given ?? auto;
    return (
      <Frame id={id} label={label} hint={hint} error={error}>
        <textarea
          ref={ref}
          id={id}
          className={styles.textarea}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
      </Frame>
    );
  },
);
TextAreaField.displayName = 'TextAreaField';

export type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & {
    options: readonly { value: string; label: string }[];
  };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(
  ({ label, hint, error, options, id: given, ...select }, ref) => {
    const auto = useId();
    const id = given ?? auto;
    return (
      <Frame id={id} label={label} hint={hint} error={error}>
        <select
          ref={ref}
          id={id}
          className={styles.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Frame>
    );
  },
);
SelectField.displayName = 'SelectField';

export type CheckboxFieldProps = Omit<FieldFrame, 'hint'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'>;

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  ({ label, error, id: given, ...input }, ref) => {
    const auto = useId();
    const id = given ?? auto;
    return (
      <div className={styles.field}>
        <span className={styles.checkboxRow}>
          <input
            ref={ref}
            id={id}
            type="checkbox"
            className={styles.checkbox}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...input}
          />
          <label htmlFor={id}>{label}</label>
        </span>
        {error ? (
          <span className={styles.error} id={`${id}-error`} role="alert">
            {error}
          </span>
        ) : null}
      </div>
    );
  },
);
CheckboxField.displayName = 'CheckboxField';

/** A group of fields under a caption. */
export const FieldGroup = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className={styles.fieldset}>
    <legend className={styles.legend}>{legend}</legend>
    {children}
  </fieldset>
);

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

const hex6 = /^#[0-9a-f]{6}$/i;

/** A colour: the browser's picker for #rrggbb, and the CSS value as text for anything else. */
export const ColorField = ({ label, value, onChange, error, hint }: ColorFieldProps) => {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <span className={styles.colorRow}>
        <input
          type="color"
          className={styles.swatch}
          aria-label={`${label}: picker`}
          value={hex6.test(value) ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          className={styles.control}
          value={value}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.value)}
        />
      </span>
    </Frame>
  );
};
