import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const muted = style({
  margin: 0,
  color: vars.color.foreground.secondary,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.small,
});

export const upload = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginBlockStart: vars.space.xsmall,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  color: vars.color.foreground.neutral,
});

export const uploadInput = style({
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});
