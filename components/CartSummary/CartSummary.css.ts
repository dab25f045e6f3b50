import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.foreground.neutral,
});

export const rows = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const discount = style({ color: vars.color.foreground.promote });

export const total = style({
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
  fontWeight: vars.typography.fontWeight.strong,
  paddingBlockStart: vars.space.xsmall,
  borderBlockStart: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
});

export const note = style({
  margin: 0,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
  color: vars.color.foreground.secondary,
});

/** Shown only while prices show in a currency other than the store's (pages/currency/converter.ts). */
export const currencyNote = style([
  note,
  { display: 'none', selectors: { ':root[data-pricetype] &': { display: 'block' } } },
]);
