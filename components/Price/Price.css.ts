import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
  fontFamily: vars.typography.fontFamily.body,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  small: { fontSize: vars.typography.text.small.fontSize, lineHeight: vars.typography.text.small.lineHeight },
  standard: {
    fontSize: vars.typography.text.standard.fontSize,
    lineHeight: vars.typography.text.standard.lineHeight,
  },
  large: {
    fontSize: vars.typography.heading['3'].fontSize,
    lineHeight: vars.typography.heading['3'].lineHeight,
  },
});

export const current = style({
  color: vars.color.foreground.neutral,
  fontWeight: vars.typography.fontWeight.medium,
});

export const sale = style({ color: vars.color.foreground.promote });

export const regular = style({
  color: vars.color.foreground.secondary,
  fontSize: '0.85em',
  fontWeight: vars.typography.fontWeight.regular,
  textDecorationThickness: vars.control.borderWidth,
});
