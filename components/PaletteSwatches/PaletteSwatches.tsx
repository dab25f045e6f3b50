import { useId, useState } from 'react';
import {
  type BubbleStyle,
  type PaletteOptionConfig,
  type PaletteType,
  paletteVisibleOptions,
  type ResolvedSwatch,
  resolveSwatch,
} from '../../lib/catalog/palette';
import { useIntl } from '../../lib/i18n/intl';
import { inlineVars } from '../../tokens/inlineVars';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './PaletteSwatches.css';

export const paletteSwatchViews = ['card', 'detail'] as const;
export type PaletteSwatchView = (typeof paletteSwatchViews)[number];

/** One option of the attribute, e.g. `Navy`. */
export interface PaletteSwatchOption {
  /** The option text (also the submitted value). */
  value: string;
  /** The palette configuration for this option (spec §3). */
  config?: PaletteOptionConfig;
  /** Marks the option sold out: crossed and announced (spec §4). */
  soldOut?: boolean;
}

export interface PaletteSwatchesProps {
  /** The attribute's name: `Colour`. Labels the group. */
  name: string;
  /** How options are drawn; invalid options fall back to text chips (spec §5). */
  paletteType: PaletteType;
  options: readonly PaletteSwatchOption[];
  /**
   * `card`: the first `showNum` options and a link to the product for the rest; `detail`: all, as a radio group.
   * @default 'detail'
   */
  view?: PaletteSwatchView;
  /**
   * How many options a card shows before the "+N" link (spec §5 show_num).
   * @default 5
   */
  showNum?: number;
  /** The product page, for the card's "+N" link. */
  moreHref?: string;
  /**
   * Bubble style 0–5 (spec §3).
   * @default 0
   */
  bubbleStyle?: BubbleStyle;
  /** The picked value (controlled). */
  value?: string;
  /** The initially picked value (uncontrolled). */
  defaultValue?: string;
  /** Called with the picked value. On cards, swatches are buttons only when this is set. */
  onChange?: (value: string) => void;
  /**
   * The radio inputs' form field name (detail view), so the group works in a plain form.
   * @default name
   */
  inputName?: string;
}

const Bubble = ({
  swatch,
  option,
  bubbleStyle,
}: {
  swatch: ResolvedSwatch;
  option: PaletteSwatchOption;
  bubbleStyle: BubbleStyle;
}) => {
  const classes = [
    styles.bubble,
    swatch.kind === 'text' ? styles.chip : styles.bubbleStyle[bubbleStyle],
    option.soldOut ? styles.soldOut : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      aria-hidden
      className={classes}
      style={swatch.kind === 'colour' ? inlineVars({ [styles.swatchColour]: swatch.colour }) : undefined}
    >
      {swatch.kind === 'image' ? (
        <img className={styles.image} src={swatch.thumbnail} alt="" loading="lazy" decoding="async" />
      ) : null}
      {swatch.kind === 'text' ? option.value : null}
    </span>
  );
};

/**
 * Colour / pattern swatches for one attribute (spec §3, §5): images, colour
 * blocks or text chips by the palette's validity rules; sold-out options
 * crossed. The card view is a compact preview; the detail view is a radio
 * group that also works in a plain form.
 */
export const PaletteSwatches = ({
  name,
  paletteType,
  options,
  view = 'detail',
  showNum = 5,
  moreHref,
  bubbleStyle = 0,
  value,
  defaultValue,
  onChange,
  inputName,
}: PaletteSwatchesProps) => {
  const intl = useIntl();
  const groupId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const pick = (next: string) => {
    setOwnValue(next);
    onChange?.(next);
  };
  const optionLabel = (option: PaletteSwatchOption) =>
    option.soldOut
      ? intl.formatMessage({ id: 'paletteSwatches.soldOutOption' }, { option: option.value })
      : option.value;

  if (view === 'card') {
    const { visible, hiddenCount } = paletteVisibleOptions(options, showNum);
    return (
      <ul className={`${styles.list} ${styles.view.card}`} aria-label={name}>
        {visible.map((option) => {
          const swatch = resolveSwatch(paletteType, option.value, option.config);
          const isSelected = current === option.value;
          const bubble = <Bubble swatch={swatch} option={option} bubbleStyle={bubbleStyle} />;
          return (
            <li key={option.value} className={isSelected ? styles.selected : undefined}>
              {onChange ? (
                <button
                  type="button"
                  className={styles.target}
                  aria-pressed={isSelected}
                  aria-label={optionLabel(option)}
                  title={option.value}
                  onClick={() => pick(option.value)}
                >
                  {bubble}
                </button>
              ) : (
                <span className={styles.target} title={option.value}>
                  {bubble}
                  <VisuallyHidden>{optionLabel(option)}</VisuallyHidden>
                </span>
              )}
            </li>
          );
        })}
        {hiddenCount > 0 && moreHref ? (
          <li>
            <a
              className={styles.more}
              href={moreHref}
              aria-label={intl.formatMessage({ id: 'paletteSwatches.more' }, { count: hiddenCount, name })}
            >
              +{hiddenCount}
            </a>
          </li>
        ) : null}
      </ul>
    );
  }

  const fieldName = inputName ?? name;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {current ? `${name}:` : name}
        {current ? ' ' : null}
        {current ? <span className={styles.legendValue}>{current}</span> : null}
      </legend>
      <div className={`${styles.list} ${styles.view.detail}`}>
        {options.map((option, index) => {
          const swatch = resolveSwatch(paletteType, option.value, option.config);
          const isSelected = current === option.value;
          const id = `${groupId}-${index}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={`${styles.target}${isSelected ? ` ${styles.selected}` : ''}`}
              title={option.value}
            >
              <input
                id={id}
                className={styles.input}
                type="radio"
                name={fieldName}
                value={option.value}
                checked={isSelected}
                aria-label={optionLabel(option)}
                onChange={() => pick(option.value)}
              />
              <Bubble swatch={swatch} option={option} bubbleStyle={bubbleStyle} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
};
