import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.foreground.neutral,
});

export const label = style({
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
});

export const frame = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minBlockSize: vars.control.height.standard,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.fieldHover },
    '&:focus-within': {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 ${vars.control.borderWidth} ${vars.color.border.focus}`,
    },
  },
});

export const frameInvalid = style({
  borderColor: vars.color.border.critical,
  selectors: { '&:hover': { borderColor: vars.color.border.critical } },
});

export const disabled = style({ opacity: 0.55 });

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  paddingInline: vars.space.medium,
  paddingBlock: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.typography.text.standard.fontSize,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.foreground.secondary, opacity: 1 },
    // The frame already says "search"; the native clear cross doubles our own controls.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const action = style({ display: 'flex', alignItems: 'center', alignSelf: 'stretch', flexShrink: 0 });

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
  color: vars.color.foreground.secondary,
});

export const description = style({});

export const counter = style({ fontVariantNumeric: 'tabular-nums', flexShrink: 0 });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.critical,
});
