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

export const stars = style({ position: 'relative', display: 'inline-flex', lineHeight: 0 });

const row = style({ display: 'inline-flex', gap: '0.1em' });

export const empty = style([row, { color: vars.color.border.neutral }]);

export const filled = style([
  row,
  {
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: 0,
    color: vars.color.foreground.rating,
    clipPath: `inset(0 calc(100% - ${fill}) 0 0)`,
  },
]);

export const count = style({ color: vars.color.foreground.secondary, fontVariantNumeric: 'tabular-nums' });
