import { createElement } from 'react';
import { safeCssColour } from '../../lib/catalog/safeColour';
import { fillTagParts, type TagTextValues } from '../../lib/catalog/tagText';
import { useIntl } from '../../lib/i18n/intl';
import { inlineVars } from '../../tokens/inlineVars';
import { moneyText } from '../Price/MoneyText';
import * as styles from './ProductTagBadge.css';

export const productTagShapes = ['burst', 'ribbon', 'circle', 'flag'] as const;
export type ProductTagShape = (typeof productTagShapes)[number];
export const productTagPositions = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;
export type ProductTagPosition = (typeof productTagPositions)[number];
/** The product tag's style: 0 = built-in shape, 1 = merchant image with text. */
export const productTagKinds = ['shape', 'image'] as const;
export type ProductTagKind = (typeof productTagKinds)[number];

/** A badge width from the tag's image_config, e.g. `{ width: 64, unit: 'px' }` or `{ width: 30, unit: '%' }`. */
export interface ProductTagWidth {
  width: number;
  unit: 'px' | '%';
}

export interface ProductTagBadgeProps {
  /**
   * `shape` draws a built-in shape (style 0); `image` puts the text over `imageSrc` (style 1).
   * @default 'shape'
   */
  kind?: ProductTagKind;
  /**
   * The built-in shape.
   * @default 'burst'
   */
  shape?: ProductTagShape;
  /** The merchant's image for `kind="image"`. Without it the badge falls back to `shape`. */
  imageSrc?: string;
  /** The text; may hold `{SAVE_PERCENT}` `{SAVE_AMOUNT}` `{PRICE}` `{SKU}` `{STOCK}` (filled from `values`). */
  text: string;
  /**
   * Values for the placeholders; amounts are formatted in the current locale, as money elements the
   * currency selector converts.
   */
  values?: Omit<TagTextValues, 'locale'>;
  /** Text colour from the data; ignored unless a valid CSS colour (then the theme's). */
  textColor?: string;
  /** Shape colour from the data; ignored unless a valid CSS colour (then the theme's sale colour). */
  shapeColor?: string;
  /**
   * Corner of the positioned parent (the card image).
   * @default 'topLeft'
   */
  position?: ProductTagPosition;
  /** Width under 768 px. @default theme size */
  mobileWidth?: ProductTagWidth;
  /** Width from 768 px. @default theme size */
  desktopWidth?: ProductTagWidth;
}

const SHAPES: Record<ProductTagShape, { viewBox: string; path: string }> = {
  // 16-point starburst.
  burst: {
    viewBox: '0 0 100 100',
    path: Array.from({ length: 32 }, (_, i) => {
      const radius = i % 2 === 0 ? 50 : 41;
      const angle = (Math.PI * i) / 16;
      return `${i === 0 ? 'M' : 'L'}${(50 + radius * Math.sin(angle)).toFixed(2)} ${(50 - radius * Math.cos(angle)).toFixed(2)}`;
    })
      .join(' ')
      .concat('Z'),
  },
  circle: { viewBox: '0 0 100 100', path: 'M50 2a48 48 0 1 0 0.01 0Z' },
  // Banner with notched ends.
  ribbon: { viewBox: '0 0 250 100', path: 'M0 0H250L232 50L250 100H0L18 50Z' },
  // Swallowtail flag.
  flag: { viewBox: '0 0 250 100', path: 'M0 0H250L222 50L250 100H0Z' },
};

const cssWidth = (width?: ProductTagWidth): string | undefined =>
  width && Number.isFinite(width.width) && width.width > 0 && (width.unit === 'px' || width.unit === '%')
    ? `${Math.min(width.width, width.unit === '%' ? 100 : 400)}${width.unit}`
    : undefined;

/**
 * A product tag badge over a card or product image ("SALE", "-25%", "Only 3
 * left"). Decorative shape, readable text; merchant colours are validated.
 */
export const ProductTagBadge = ({
  kind = 'shape',
  shape = 'burst',
  imageSrc,
  text,
  values,
  textColor,
  shapeColor,
  position = 'topLeft',
  mobileWidth,
  desktopWidth,
}: ProductTagBadgeProps) => {
  const intl = useIntl();
  // Spread as children: the parts are fixed in order, so they need no keys.
  const parts = values
    ? fillTagParts(text, values, (minor) => moneyText(minor, values.currency, intl.locale))
    : [text];
  const useImage = kind === 'image' && imageSrc;
  const drawn = SHAPES[shape];
  const vars: Record<string, string> = {};
  const safeText = safeCssColour(textColor);
  const safeShape = safeCssColour(shapeColor);
  const mobile = cssWidth(mobileWidth);
  const desktop = cssWidth(desktopWidth);
  if (safeText) vars[styles.textColour] = safeText;
  if (safeShape) vars[styles.shapeColour] = safeShape;
  if (mobile) vars[styles.mobileWidth] = mobile;
  if (desktop) vars[styles.desktopWidth] = desktop;

  const wide = !useImage && (shape === 'ribbon' || shape === 'flag');
  return (
    <span
      className={`${styles.root} ${styles.position[position]}${wide ? ` ${styles.wide}` : ''}`}
      style={inlineVars(vars)}
    >
      {useImage ? (
        <img className={styles.backdrop} src={imageSrc} alt="" aria-hidden />
      ) : (
        <svg
          className={styles.backdrop}
          viewBox={drawn.viewBox}
          aria-hidden
          focusable="false"
          fill="currentColor"
        >
          <path d={drawn.path} />
        </svg>
      )}
      {createElement('span', { className: styles.label }, ...parts)}
    </span>
  );
};
