import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // The badge sits in the row beside the bag, so it never covers it at any count ("1" to "(99+)"):
  // the button grows with the badge instead.
  gap: `calc(${vars.space.xxsmall} / 2)`,
  minInlineSize: vars.control.height.standard,
  blockSize: vars.control.height.standard,
  boxSizing: 'border-box',
  border: 0,
  paddingBlock: 0,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.color.foreground.neutral,
  fontSize: vars.typography.heading['3'].fontSize,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.neutralSoft },
    '&:focus-visible': { outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}` },
  },
});

/** The badge rides high beside the bag's top-right shoulder. */
export const badge = style({
  display: 'flex',
  alignSelf: 'flex-start',
  marginBlockStart: `calc(${vars.space.xxsmall} / 2)`,
  pointerEvents: 'none',
});

/** A dot when the count is above 0. */
export const dot = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
  inlineSize: vars.space.xsmall,
  blockSize: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.background.brandAccent,
  boxShadow: `0 0 0 calc(${vars.control.borderWidth} * 2) ${vars.color.background.surface}`,
});
