import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  border: `${vars.control.borderWidth} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  color: vars.color.foreground.neutral,
});

export const rowSelected = style({
  borderColor: vars.color.border.focus,
  boxShadow: `inset 3px 0 0 ${vars.color.border.focus}`,
});

export const rowOver = style({ borderStyle: 'dashed', borderColor: vars.color.border.focus });

export const rowHidden = style({ color: vars.color.foreground.secondary });

export const title = style({
  flex: 1,
  minWidth: 0,
  textAlign: 'start',
  background: 'none',
  border: 0,
  padding: vars.space.xxsmall,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` } },
});

export const sub = style({ color: vars.color.foreground.secondary, marginInlineStart: vars.space.xxsmall });

export const tool = style({
  minInlineSize: '32px',
  minBlockSize: '32px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `${vars.control.borderWidth} solid transparent`,
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.foreground.neutral,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.background.neutralSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}` },
    '&:disabled': { color: vars.color.foreground.secondary, cursor: 'default', opacity: 0.5 },
  },
});

export const handle = style([tool, { cursor: 'grab' }]);

export const srOnly = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
