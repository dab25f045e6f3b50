import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const cell = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minInlineSize: vars.control.height.small,
  blockSize: vars.control.height.small,
  paddingInline: vars.space.xsmall,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const link = style({
  ...cell,
  borderRadius: vars.radius.button,
  border: `${vars.control.borderWidth} solid transparent`,
  color: vars.color.foreground.neutral,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.neutralSoft },
    '&:focus-visible': {
      outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}`,
      outlineOffset: vars.control.borderWidth,
    },
    '&[aria-current="page"]': {
      background: vars.color.background.neutralInverted,
      color: vars.color.foreground.neutralInverted,
      fontWeight: vars.typography.fontWeight.strong,
    },
    '&[data-disabled]': { color: vars.color.foreground.secondary, opacity: 0.45, cursor: 'default' },
    '&[data-disabled]:hover': { background: 'transparent' },
  },
});

export const arrow = style({ fontSize: vars.typography.text.large.fontSize });

export const ellipsis = style({
  ...cell,
  color: vars.color.foreground.secondary,
  minInlineSize: vars.space.large,
  paddingInline: 0,
});

/** "Previous" and "next" point the other way on a right-to-left page. */
globalStyle(`[dir="rtl"] ${arrow} svg`, { transform: 'scaleX(-1)' });
