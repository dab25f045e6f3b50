import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  // A circle for one or two digits: as wide as it is tall.
  minInlineSize: '1.75em',
  blockSize: '1.75em',
  paddingInline: '0.45em',
  borderRadius: vars.radius.full,
  background: vars.color.background.brandAccent,
  color: vars.color.foreground.onBrandAccent,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.xsmall.fontSize,
  fontWeight: vars.typography.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  letterSpacing: 0,
  whiteSpace: 'nowrap',
});

/** A wider style above 99, so "99+" / "(99+)" sits in a pill rather than squeezing a circle. */
export const wide = style({
  paddingInline: '0.6em',
  letterSpacing: '-0.02em',
});
