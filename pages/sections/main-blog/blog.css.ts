import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

export const card = style({ display: 'grid', gap: vars.space.small, alignContent: 'start' });

export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.field,
  background: vars.color.background.neutralSoft,
});

export const meta = style({
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.xsmall.fontSize,
});

export const notice = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.field,
  background: vars.color.background.cautionSoft,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-block',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.field,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.background.neutralSoft } },
});
