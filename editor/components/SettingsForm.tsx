/**
 * A form generated from a section's (or block's) schema inputs (pages/layout/defineSection.ts):
 * text, url, rich text, image, collection, product, number, boolean, select and the token pickers.
 * The schema's limits are the form's rules (react-hook-form): longest text, number range and step,
 * safe URLs; a value that breaks one shows its error and is not sent. The server checks again with
 * the same schema (its field errors come in as `serverErrors`, by input id).
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type SettingInput, spaceKeys, toneKeys } from '../../pages/layout/defineSection';
import { CheckboxField, InputField, SelectField, TextAreaField, words } from './Fields';
import * as styles from './panel.css';

export interface PickerLists {
  images: readonly string[];
  collections: readonly string[];
  products: readonly string[];
  /** Puts a file in the media library: its address, or why not. */
  upload?: (file: File) => Promise<{ url: string } | { error: string }>;
}

export interface SettingsFormProps {
  /** Keeps field ids unique on the page (`home.hero`). */
  idPrefix: string;
  inputs: readonly SettingInput[];
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  serverErrors?: Record<string, string | undefined>;
  pickers?: PickerLists;
}

const safeUrl = /^(?:\/(?!\/)|https?:\/\/|#|mailto:|tel:)/i;
const handle = /^[a-z0-9][a-z0-9-]*$/i;

export const withDefaults = (inputs: readonly SettingInput[], values: Record<string, unknown>) =>
  Object.fromEntries(inputs.map((input) => [input.id, values[input.id] ?? input.default ?? '']));

export function SettingsForm({
  idPrefix,
  inputs,
  values,
  onChange,
  serverErrors = {},
  pickers,
}: SettingsFormProps) {
  const form = useForm<Record<string, unknown>>({
    defaultValues: withDefaults(inputs, values),
    mode: 'onChange',
  });
  const { register, formState, watch, trigger, setValue, setError } = form;
  const [uploading, setUploading] = useState<string | null>(null);
  const uploadFor = async (id: string, file: File | undefined) => {
    if (!file || !pickers?.upload) return;
    setUploading(id);
    const result = await pickers.upload(file);
    setUploading(null);
    if ('url' in result) setValue(id, result.url, { shouldDirty: true, shouldValidate: true });
    else setError(id, { message: result.error });
  };

  useEffect(() => {
    const subscription = watch((all) => {
      void trigger().then((valid) => {
        if (valid) onChange({ ...values, ...all });
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, onChange, values]);

  const errorOf = (id: string) => (formState.errors[id]?.message as string | undefined) ?? serverErrors[id];
  const fieldId = (id: string) => `${idPrefix}-${id}`.replace(/[^a-zA-Z0-9_-]/g, '-');

  if (inputs.length === 0) return <p className={styles.muted}>This section has no settings.</p>;

  return (
    <div className={styles.form}>
      {inputs.map((input) => {
        const id = fieldId(input.id);
        const error = errorOf(input.id);
        switch (input.type) {
          case 'text':
          case 'url': {
            const max = input.maxLength ?? 500;
            return (
              <InputField
                key={input.id}
                id={id}
                label={input.label}
                error={error}
                maxLength={max}
                hint={
                  input.type === 'url'
                    ? 'A store path (/collections/sale) or a full https:// address.'
                    : undefined
                }
                {...register(input.id, {
                  maxLength: { value: max, message: `At most ${max} characters` },
                  validate:
                    input.type === 'url'
                      ? (value) => value === '' || safeUrl.test(String(value)) || 'Start with / or https://'
                      : undefined,
                })}
              />
            );
          }
          case 'richtext': {
            const max = input.maxLength ?? 5000;
            return (
              <TextAreaField
                key={input.id}
                id={id}
                label={input.label}
                error={error}
                maxLength={max}
                hint="Paragraphs as <p>…</p>; <strong>, <em> and links are kept."
                {...register(input.id, { maxLength: { value: max, message: `At most ${max} characters` } })}
              />
            );
          }
          case 'image':
          case 'collection':
          case 'product': {
            const list =
              input.type === 'image'
                ? pickers?.images
                : input.type === 'collection'
                  ? pickers?.collections
                  : pickers?.products;
            return (
              <div key={input.id}>
                <InputField
                  id={id}
                  label={input.label}
                  error={error}
                  list={list?.length ? `${id}-list` : undefined}
                  hint={
                    input.type === 'image'
                      ? 'Choose from the media library or give an image address.'
                      : `Choose a ${input.type} (its handle).`
                  }
                  {...register(input.id, {
                    validate: (value) =>
                      value === '' ||
                      (input.type === 'image' ? safeUrl.test(String(value)) : handle.test(String(value))) ||
                      (input.type === 'image' ? 'Start with / or https://' : `Not a ${input.type} handle`),
                  })}
                />
                {input.type === 'image' && pickers?.upload ? (
                  <label className={styles.upload}>
                    {uploading === input.id ? 'Uploading…' : 'Upload an image (JPEG, PNG or GIF, up to 8 MB)'}
                    <input
                      type="file"
                      accept="image/jpeg,image/png,image/gif"
                      className={styles.uploadInput}
                      disabled={uploading !== null}
                      onChange={(event) => void uploadFor(input.id, event.target.files?.[0])}
                    />
                  </label>
                ) : null}
                {list?.length ? (
                  <datalist id={`${id}-list`}>
                    {list.map((item) => (
                      <option key={item} value={item} />
                    ))}
                  </datalist>
                ) : null}
              </div>
            );
          }
          case 'number':
            return (
              <InputField
                key={input.id}
                id={id}
                type="number"
                label={input.label}
                error={error}
                min={input.min}
                max={input.max}
                step={input.step ?? 1}
                hint={`${input.min}–${input.max}`}
                {...register(input.id, {
                  valueAsNumber: true,
                  min: { value: input.min, message: `At least ${input.min}` },
                  max: { value: input.max, message: `At most ${input.max}` },
                  validate: (value) =>
                    (typeof value === 'number' &&
                      Number.isFinite(value) &&
                      Number.isInteger(((value as number) - input.min) / (input.step ?? 1))) ||
                    `A number from ${input.min} to ${input.max} in steps of ${input.step ?? 1}`,
                })}
              />
            );
          case 'boolean':
            return (
              <CheckboxField
                key={input.id}
                id={id}
                label={input.label}
                error={error}
                {...register(input.id)}
              />
            );
          case 'select':
          case 'tokenSpace':
          case 'tokenTone':
            return (
              <SelectField
                key={input.id}
                id={id}
                label={input.label}
                error={error}
                options={
                  input.type === 'select'
                    ? input.options
                    : (input.type === 'tokenSpace' ? spaceKeys : toneKeys).map((key) => ({
                        value: key,
                        label: words(key),
                      }))
                }
                {...register(input.id)}
              />
            );
        }
        return null;
      })}
    </div>
  );
}
