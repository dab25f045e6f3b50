/**
 * The theme's behaviour settings as a form generated from their schema (themes/settings.ts, sent as
 * JSON Schema): a choice list for an enum or a union of constants, a checkbox for a boolean, a
 * number field with the schema's range, a checkbox group for a list of choices, a group of fields
 * for an object. react-hook-form keeps the values; only a valid whole is sent on.
 */
import { useEffect } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import type { JsonSchema } from '../types';
import { CheckboxField, FieldGroup, InputField, SelectField, words } from './Fields';
import * as styles from './panel.css';

export interface SchemaSettingsFormProps {
  schema: JsonSchema;
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  /** Server errors by dotted key (`cartType`, `couponInput.mobile`). */
  serverErrors?: Record<string, string | undefined>;
}

/** A union of constants (`0 | 1`) or an enum: its choices. */
function choices(node: JsonSchema): (string | number)[] | null {
  if (node.enum) return node.enum;
  if (node.anyOf?.every((option) => option.const !== undefined))
    return node.anyOf.map((option) => option.const!);
  return null;
}

function Node({
  path,
  node,
  register,
  errorOf,
}: {
  path: string;
  node: JsonSchema;
  register: UseFormRegister<Record<string, unknown>>;
  errorOf: (path: string) => string | undefined;
}) {
  const key = path.split('.').pop()!;
  const label = words(key);
  const id = `setting-${path.replace(/\./g, '-')}`;
  const list = choices(node);
  if (list) {
    const numeric = list.every((value) => typeof value === 'number');
    return (
      <SelectField
        id={id}
        label={label}
        error={errorOf(path)}
        hint={node.description}
        options={list.map((value) => ({ value: String(value), label: String(value) }))}
        {...register(path, { setValueAs: (value) => (numeric ? Number(value) : value) })}
      />
    );
  }
  if (node.type === 'boolean')
    return <CheckboxField id={id} label={label} error={errorOf(path)} {...register(path)} />;
  if (node.type === 'integer' || node.type === 'number')
    return (
      <InputField
        id={id}
        type="number"
        label={label}
        error={errorOf(path)}
        min={node.minimum}
        max={node.maximum}
        hint={node.minimum !== undefined ? `${node.minimum}–${node.maximum}` : undefined}
        {...register(path, {
          valueAsNumber: true,
          min:
            node.minimum === undefined
              ? undefined
              : { value: node.minimum, message: `At least ${node.minimum}` },
          max:
            node.maximum === undefined
              ? undefined
              : { value: node.maximum, message: `At most ${node.maximum}` },
          validate: (value) => Number.isInteger(value) || 'A whole number',
        })}
      />
    );
  if (node.type === 'array' && node.items?.enum)
    return (
      <FieldGroup legend={label}>
        {node.items.enum.map((value) => (
          <CheckboxField
            key={String(value)}
            id={`${id}-${value}`}
            label={String(value)}
            value={String(value)}
            {...register(path)}
          />
        ))}
      </FieldGroup>
    );
  if (node.type === 'object' && node.properties)
    return (
      <FieldGroup legend={label}>
        {Object.entries(node.properties).map(([child, childNode]) => (
          <Node
            key={child}
            path={`${path}.${child}`}
            node={childNode}
            register={register}
            errorOf={errorOf}
          />
        ))}
      </FieldGroup>
    );
  return null;
}

export function SchemaSettingsForm({ schema, values, onChange, serverErrors = {} }: SchemaSettingsFormProps) {
  const form = useForm<Record<string, unknown>>({ defaultValues: values, mode: 'onChange' });
  const { register, watch, trigger, formState } = form;
  useEffect(() => {
    const subscription = watch((all) => {
      void trigger().then((valid) => {
        if (valid) onChange(all as Record<string, unknown>);
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, onChange]);
  const errorOf = (path: string) => {
    let node: unknown = formState.errors;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return ((node as { message?: string } | undefined)?.message ?? serverErrors[path]) || undefined;
  };
  return (
    <div className={styles.form}>
      {Object.entries(schema.properties ?? {}).map(([key, node]) => (
        <Node key={key} path={key} node={node} register={register} errorOf={errorOf} />
      ))}
    </div>
  );
}
