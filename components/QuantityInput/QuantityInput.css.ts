import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  boxSizing: 'border-box',
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.button,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  overflow: 'hidden',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.fieldHover },
    '&:focus-within': { borderColor: vars.color.border.focus },
  },
});

export const size = styleVariants({
  small: { blockSize: vars.control.height.small, fontSize: vars.typography.text.small.fontSize },
  standard: { blockSize: vars.control.height.standard, fontSize: vars.typography.text.standard.fontSize },
});

export const disabled = style({ opacity: 0.5 });

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  aspectRatio: '1',
  padding: 0,
  margin: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.1em',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.background.neutralSoft },
    '&:focus-visible': {
      boxShadow: `inset 0 0 0 calc(${vars.control.borderWidth} * 2) ${vars.color.border.focus}`,
    },
    '&:disabled': { color: vars.color.foreground.secondary, opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const input = style({
  // Wide enough for 6 digits (the 100000 maximum); a fixed width so every
  // stepper in a list lines up whatever its value.
  inlineSize: '6.5ch',
  minInlineSize: 0,
  flex: '0 0 auto',
  padding: 0,
  margin: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.typography.fontWeight.medium,
  textAlign: 'center',
  outline: 'none',
  appearance: 'textfield',
});
