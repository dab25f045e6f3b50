import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontFamily: vars.typography.fontFamily.body,
});

export const size = styleVariants({
  small: { fontSize: vars.typography.text.small.fontSize, lineHeight: vars.typography.text.small.lineHeight },
  standard: {
    fontSize: vars.typography.text.standard.fontSize,
    lineHeight: vars.typography.text.standard.lineHeight,
  },
  large: { fontSize: vars.typography.text.large.fontSize, lineHeight: vars.typography.text.large.lineHeight },
});

/** How much of the five stars is filled, 0–100 %. */
export const fill = createVar();

/**
 * The five stars are one box masked by a repeated star, its background split at the fill: ten
 * SVGs per rating made a third of a home page's elements, all laid out and hydrated.
 * Each star is 1em with a 0.1em gap (the tile is 1.1em wide; the box stops before the last gap).
 */
const star =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 26.4 24'%3E%3Cpath d='M12 2.5l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17.6l-6 3.3 1.3-6.7-5-4.7 6.8-.8z'/%3E%3C/svg%3E\")";
const mask = { image: star, size: '1.1em 1em', repeat: 'repeat-x' } as const;

export const stars = style({
  display: 'inline-block',
  inlineSize: '5.4em',
  blockSize: '1em',
  flexShrink: 0,
  backgroundImage: `linear-gradient(to right, ${vars.color.foreground.rating} ${fill}, ${vars.color.border.neutral} ${fill})`,
  maskImage: mask.image,
  maskSize: mask.size,
  maskRepeat: mask.repeat,
  WebkitMaskImage: mask.image,
  WebkitMaskSize: mask.size,
  WebkitMaskRepeat: mask.repeat,
  printColorAdjust: 'exact',
  selectors: {
    // Right-to-left pages fill from the right, as the stars are read.
    '[dir="rtl"] &': {
      backgroundImage: `linear-gradient(to left, ${vars.color.foreground.rating} ${fill}, ${vars.color.border.neutral} ${fill})`,
    },
  },
  '@media': {
    // Forced colours drop backgrounds: draw the stars in the system's text colours instead.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      backgroundImage: `linear-gradient(to right, CanvasText ${fill}, GrayText ${fill})`,
    },
  },
});

export const count = style({ color: vars.color.foreground.secondary, fontVariantNumeric: 'tabular-nums' });
