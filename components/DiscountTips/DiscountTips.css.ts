import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.brandAccentSoft,
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.foreground.neutral,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.strong,
  margin: 0,
});

export const name = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const saving = style({ color: vars.color.foreground.promote, whiteSpace: 'nowrap' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const tip = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const tipIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.brandAccent,
});

export const reached = style({ color: vars.color.foreground.positive });

export const action = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  border: 0,
  padding: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.foreground.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground.linkHover },
    '&:focus-visible': { outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}` },
  },
});
