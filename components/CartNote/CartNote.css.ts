import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.foreground.neutral,
});

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
});

export const label = style({
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
});

export const counter = style({
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
  color: vars.color.foreground.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const textarea = style({
  minBlockSize: `calc(${vars.control.height.standard} * 2)`,
  resize: 'vertical',
  padding: vars.space.small,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  selectors: {
    '&::placeholder': { color: vars.color.foreground.secondary },
    '&:hover': { borderColor: vars.color.border.fieldHover },
    '&:focus-visible': {
      outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}`,
      outlineOffset: 0,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
  },
});

export const error = style({
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.critical,
});
