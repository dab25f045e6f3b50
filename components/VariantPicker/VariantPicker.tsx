import { useId, useState } from 'react';
import type { BubbleStyle, PaletteOptionConfig, PaletteType } from '../../lib/catalog/palette';
import {
  type CatalogVariant,
  initialSelection,
  isOptionValueSoldOut,
  type SelectionStatus,
  selectionStatus,
  type VariantOption,
} from '../../lib/catalog/variants';
import { useIntl } from '../../lib/i18n/intl';
import { PaletteSwatches } from '../PaletteSwatches/PaletteSwatches';
import * as styles from './VariantPicker.css';

export const variantOptionDisplays = ['buttons', 'swatches', 'select'] as const;
export type VariantOptionDisplay = (typeof variantOptionDisplays)[number];

/** Options with more values than this show as a select unless told otherwise. */
export const VARIANT_SELECT_THRESHOLD = 8;

/** A palette for one option (product_palette), camelCased by the page layer. */
export interface VariantPalette {
  paletteType: PaletteType;
  /** Option value → its palette configuration. */
  configs?: Readonly<Record<string, PaletteOptionConfig>>;
}

export interface VariantPickerProps {
  /** The product's attributes in display order (variant_attrs). */
  options: readonly VariantOption[];
  variants: readonly CatalogVariant[];
  /** The variant picked at first (from `?variant=`); else the first buyable one. */
  defaultVariantId?: string | null;
  /**
   * How each option is shown, by option name. Unlisted options use swatches
   * when they have a palette, a select above 8 values, buttons otherwise.
   */
  display?: Readonly<Record<string, VariantOptionDisplay>>;
  /** Palettes by option name. */
  palettes?: Readonly<Record<string, VariantPalette>>;
  /**
   * Swatch bubble style 0–5.
   * @default 0
   */
  bubbleStyle?: BubbleStyle;
  /**
   * Form field name prefix: inputs are named `option[Size]`, so a plain form submits the picks.
   * @default 'option'
   */
  inputNamePrefix?: string;
  /**
   * Called after every pick with the matching variant id, or `null` when no
   * variant matches (not buyable, no stock). The page writes `?variant=`.
   */
  onVariantChange?: (variantId: string | null, status: SelectionStatus) => void;
}

/**
 * The product page's variant picker: buttons, swatches or a select
 * per option, SOLD OUT marks from the other picks, and a status line when
 * the combination cannot be bought. Radio inputs and selects with names, so it
 * works as a plain form before JavaScript.
 */
export const VariantPicker = ({
  options,
  variants,
  defaultVariantId,
  display = {},
  palettes = {},
  bubbleStyle = 0,
  inputNamePrefix = 'option',
  onVariantChange,
}: VariantPickerProps) => {
  const intl = useIntl();
  const baseId = useId();
  const [selection, setSelection] = useState(() => initialSelection(options, variants, defaultVariantId));
  const status = selectionStatus(options, variants, selection);
  const soldOutMark = intl.formatMessage({ id: 'variantPicker.soldOutMark' });

  const pick = (optionName: string, value: string) => {
    const next = { ...selection, [optionName]: value };
    setSelection(next);
    const nextStatus = selectionStatus(options, variants, next);
    onVariantChange?.(nextStatus.variant?.id ?? null, nextStatus);
  };

  const displayFor = (option: VariantOption): VariantOptionDisplay =>
    display[option.name] ??
    (palettes[option.name]
      ? 'swatches'
      : option.values.length > VARIANT_SELECT_THRESHOLD
        ? 'select'
        : 'buttons');

  return (
    <div className={styles.root}>
      {options.map((option, optionIndex) => {
        const fieldName = `${inputNamePrefix}[${option.name}]`;
        const current = selection[option.name];
        const soldOut = (value: string) => isOptionValueSoldOut(variants, selection, option.name, value);
        const shownAs = displayFor(option);

        if (shownAs === 'swatches') {
          const palette = palettes[option.name];
          return (
            <PaletteSwatches
              key={option.name}
              name={option.name}
              inputName={fieldName}
              paletteType={palette?.paletteType ?? 'none'}
              options={option.values.map((value) => ({
                value,
                config: palette?.configs?.[value],
                soldOut: soldOut(value),
              }))}
              bubbleStyle={bubbleStyle}
              value={current}
              onChange={(value) => pick(option.name, value)}
            />
          );
        }

        if (shownAs === 'select') {
          const selectId = `${baseId}-${optionIndex}`;
          return (
            <div key={option.name}>
              <label className={styles.selectLabel} htmlFor={selectId}>
                {option.name}
              </label>
              <select
                id={selectId}
                className={styles.select}
                name={fieldName}
                value={current ?? ''}
                onChange={(event) => pick(option.name, event.target.value)}
              >
                {current === undefined ? (
                  <option value="" disabled>
                    {intl.formatMessage({ id: 'variantPicker.choose' }, { name: option.name })}
                  </option>
                ) : null}
                {option.values.map((value) => (
                  <option key={value} value={value}>
                    {soldOut(value) ? `${value} — ${soldOutMark}` : value}
                  </option>
                ))}
              </select>
            </div>
          );
        }

        return (
          <fieldset key={option.name} className={styles.fieldset}>
            <legend className={styles.legend}>
              {current ? `${option.name}:` : option.name}
              {current ? ' ' : null}
              {current ? <span className={styles.legendValue}>{current}</span> : null}
            </legend>
            <div className={styles.buttons}>
              {option.values.map((value, valueIndex) => {
                const id = `${baseId}-${optionIndex}-${valueIndex}`;
                const isSoldOut = soldOut(value);
                return (
                  <span key={value} className={styles.option}>
                    <input
                      id={id}
                      className={styles.input}
                      type="radio"
                      name={fieldName}
                      value={value}
                      checked={current === value}
                      aria-label={isSoldOut ? `${value}, ${soldOutMark}` : undefined}
                      onChange={() => pick(option.name, value)}
                    />
                    <label
                      htmlFor={id}
                      className={`${styles.chip}${isSoldOut ? ` ${styles.chipSoldOut}` : ''}`}
                    >
                      {value}
                    </label>
                  </span>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <p className={styles.status} role="status">
        {status.status === 'unavailable'
          ? intl.formatMessage({ id: 'variantPicker.unavailable' })
          : status.status === 'soldOut'
            ? intl.formatMessage({ id: 'variantPicker.soldOut' })
            : null}
      </p>
    </div>
  );
};
