import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { zIndex } from '../../../tokens/zIndex';

/** Off-screen until focused; then above the (possibly floating) header. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: '-9999px',
  insetBlockStart: vars.space.small,
  zIndex: zIndex.dropdown,
  padding: vars.space.small,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
  selectors: {
    '&:focus': { insetInlineStart: vars.space.small },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

/**
 * The header's links for a shopper without JavaScript (the dropdowns, drawer and search dialog
 * need it): one quiet wrapping row under the header bar.
 */
export const plainNav = style({
  borderBlockEnd: `1px solid ${vars.color.border.neutralLight}`,
  background: vars.color.background.surface,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const plainList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  maxInlineSize: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  paddingBlock: vars.space.small,
  marginBlock: 0,
  listStyle: 'none',
});

export const plainLink = style({
  color: vars.color.foreground.neutral,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});

/** The announcement inside the header's notice bar: the link reads as part of the line. */
export const noticeLink = style({
  color: 'inherit',
  selectors: { '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } },
});
