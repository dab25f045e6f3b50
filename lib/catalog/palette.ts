import { isCssColourName } from './cssColourNames';
import { safeCssColour } from './safeColour';
import { thumbnailUrl } from './thumbnail';

/** How an attribute's options are drawn (palette_type; `none` = plain text chips). */
export const paletteTypes = ['manual', 'autoImage', 'autoBlock', 'none'] as const;
export type PaletteType = (typeof paletteTypes)[number];

/** Per-option configuration of a palette, camelCased by the page layer. */
export interface PaletteOptionConfig {
  /** manual palettes: draw an image (`image`) or a colour block (`block`). */
  showType?: 'image' | 'block';
  /** manual + image. */
  imageSrc?: string;
  /** manual + block: a hex, rgb() or CSS colour name. */
  colorCode?: string;
  /** autoImage: the option's image (usually its variant's feature image). */
  defaultImageSrc?: string;
  /** The variant this option shows (for its image). */
  variantId?: string;
}

/** What one palette option renders as once the validity rules below ran. */
export type ResolvedSwatch =
  | { kind: 'image'; src: string; thumbnail: string }
  | { kind: 'colour'; colour: string }
  | { kind: 'text' };

const image = (src: string): ResolvedSwatch => ({ kind: 'image', src, thumbnail: thumbnailUrl(src) });
const filled = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Validity rules: manual needs image_src (show image) or color_code
 * (show block); auto_image needs default_image_src; auto_block needs the
 * option text to be a CSS colour name (case-insensitive). An option that fails
 * its rule falls back to a text chip instead of an empty bubble.
 */
export const resolveSwatch = (
  paletteType: PaletteType,
  optionText: string,
  config: PaletteOptionConfig = {},
): ResolvedSwatch => {
  switch (paletteType) {
    case 'manual': {
      if (config.showType === 'image')
        return filled(config.imageSrc) ? image(config.imageSrc.trim()) : { kind: 'text' };
      if (config.showType === 'block') {
        const colour = safeCssColour(config.colorCode);
        return colour ? { kind: 'colour', colour } : { kind: 'text' };
      }
      return { kind: 'text' };
    }
    case 'autoImage':
      return filled(config.defaultImageSrc) ? image(config.defaultImageSrc.trim()) : { kind: 'text' };
    case 'autoBlock':
      return isCssColourName(optionText)
        ? { kind: 'colour', colour: optionText.trim().toLowerCase() }
        : { kind: 'text' };
    default:
      return { kind: 'text' };
  }
};

/**
 * The card view shows the first `showNum` options and an ellipsis link
 * for the rest; the detail view (no `showNum`) shows all.
 */
export const paletteVisibleOptions = <T>(
  options: readonly T[],
  showNum?: number,
): { visible: readonly T[]; hiddenCount: number } => {
  if (showNum === undefined || !Number.isFinite(showNum) || showNum < 1 || options.length <= showNum) {
    return { visible: options, hiddenCount: 0 };
  }
  const count = Math.floor(showNum);
  return { visible: options.slice(0, count), hiddenCount: options.length - count };
};

/** Bubble styles 0–5. */
export const bubbleStyles = [0, 1, 2, 3, 4, 5] as const;
export type BubbleStyle = (typeof bubbleStyles)[number];
