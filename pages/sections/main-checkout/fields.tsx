/**
 * Form pieces of the checkout steps that the design system does not have yet (a select, radio
 * options, the error summary), plus the glue between react-hook-form's `register` and TextField.
 */
import { type ChangeEvent, type FocusEvent, type ReactNode, useCallback } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Heading, InlineNotice } from '../../../components';
import { useIntl } from '../../../lib/i18n/intl';
import type { ActionForm } from '../shared/useActionForm';
import * as styles from './MainCheckout.css';

/** A message id (validation.*, checkout.*) in the shopper's language; the store's own text as is. */
export function useMessageText(): (message: string) => string {
  const intl = useIntl();
  return useCallback(
    (message: string) =>
      Object.hasOwn(intl.messages, message) ? intl.formatMessage({ id: message }) : message,
    [intl],
  );
}

/** The input id of a field name (stable, so the error summary can link to it). */
export const fieldId = (name: string) => `checkout-${name.replace(/\./g, '-')}`;

/**
 * `register(name)`'s blur handler, except when focus moves to the form's submit button: checking
 * then would insert an error line under the field and shift the button away from the pointer
 * mid-click, and the submit checks every field anyway.
 */
function blurUnlessSubmitting(onBlur: (event: FocusEvent<HTMLElement>) => unknown) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === 'submit') return;
    void onBlur(event);
  };
}

/** `register(name)` in TextField's shape (its onChange passes the value first). */
export function textFieldProps(form: UseFormReturn<FieldValues>, name: string) {
  const { ref, onChange, onBlur } = form.register(name);
  return {
    id: fieldId(name),
    name,
    ref,
    onChange: (_value: string, event: ChangeEvent<HTMLInputElement>) => onChange(event),
    onBlur: blurUnlessSubmitting(onBlur),
  };
}

/** A text field's registration, value and shown error, by input name. */
export function useFieldProps({ form, values, errorOf }: ActionForm) {
  const text = useMessageText();
  return (name: string) => {
    const message = errorOf(name);
    return {
      ...textFieldProps(form, name),
      defaultValue: values[name] ?? '',
      error: message && text(message),
    };
  };
}

export interface SelectFieldProps {
  form: UseFormReturn<FieldValues>;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  autoComplete?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled native select, registered with the form; errors are linked like TextField's. */
export const SelectField = ({
  form,
  name,
  label,
  defaultValue,
  error,
  autoComplete,
  required = false,
  children,
}: SelectFieldProps) => {
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const registered = form.register(name);
  return (
    <div className={styles.fieldRoot}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registered}
        onBlur={blurUnlessSubmitting(registered.onBlur)}
      >
        {children}
      </select>
      {error ? (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
};

export interface OptionListProps {
  /** The question, as the fieldset's legend. */
  legend: ReactNode;
  error?: string;
  /** Id of the error line (linked from the radios). */
  errorId: string;
  children: ReactNode;
}

/** A fieldset of radio options (`OptionRow`) in one bordered box. */
export const OptionList = ({ legend, error, errorId, children }: OptionListProps) => (
  <fieldset className={styles.fieldset}>
    <legend className={styles.legend}>{legend}</legend>
    {error ? (
      <span id={errorId} className={styles.fieldError}>
        {error}
      </span>
    ) : null}
    <div className={[styles.options, error ? styles.optionsInvalid : ''].join(' ')}>{children}</div>
  </fieldset>
);

export interface OptionRowProps {
  form: UseFormReturn<FieldValues>;
  name: string;
  value: string;
  /** The first option of a list carries the field's id, so the error summary can link to it. */
  first?: boolean;
  defaultChecked: boolean;
  /** Id of the list's error line, when it shows one. */
  errorId?: string;
  title: ReactNode;
  detail?: ReactNode;
  /** Right-aligned (a price, card icons). */
  aside?: ReactNode;
  /** Shown under the option while it is chosen (card fields, bank transfer note). */
  panel?: ReactNode;
}

export const OptionRow = ({
  form,
  name,
  value,
  first = false,
  defaultChecked,
  errorId,
  title,
  detail,
  aside,
  panel,
}: OptionRowProps) => (
  <div className={styles.option}>
    <label className={styles.optionLabel}>
      <input
        type="radio"
        id={first ? fieldId(name) : undefined}
        className={styles.radio}
        value={value}
        defaultChecked={defaultChecked}
        aria-describedby={errorId}
        {...form.register(name)}
      />
      <span className={styles.optionText}>
        <span>{title}</span>
        {detail}
      </span>
      {aside}
    </label>
    {panel ? <div className={styles.optionPanel}>{panel}</div> : null}
  </div>
);

export interface ErrorSummaryProps {
  errors: { name: string; message: string }[];
  formError?: string;
}

/**
 * The errors of the last submit, announced (role=alert) and linked to their fields; a store
 * error that belongs to no field (a declined card) is shown the same way.
 */
export const ErrorSummary = ({ errors, formError }: ErrorSummaryProps) => {
  const intl = useIntl();
  const text = useMessageText();
  if (errors.length === 0 && !formError) return null;
  if (errors.length === 0 && formError) {
    return <InlineNotice tone="error">{text(formError)}</InlineNotice>;
  }
  return (
    <div className={styles.errorSummary} role="alert">
      <Heading level="4" as="h2">
        {intl.formatMessage({ id: 'checkout.errors.title' }, { count: errors.length })}
      </Heading>
      {formError ? <p>{text(formError)}</p> : null}
      <ul className={styles.errorSummaryList}>
        {errors.map(({ name, message }) => (
          <li key={name}>
            <a className={styles.errorSummaryLink} href={`#${fieldId(name)}`}>
              {text(message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};
