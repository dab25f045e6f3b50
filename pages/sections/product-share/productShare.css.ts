import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.strong,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const link = style({
  display: 'inline-block',
  font: 'inherit',
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.fieldHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
