import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
});

export const fieldset = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.foreground.neutral,
});

export const legendValue = style({
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.foreground.secondary,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const input = style({
  position: 'absolute',
  opacity: 0,
  inlineSize: 1,
  blockSize: 1,
  margin: 0,
});

/** Positions the hidden radio over its chip. */
export const option = style({ position: 'relative', display: 'inline-flex' });

export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.control.height.standard,
  minBlockSize: vars.control.height.standard,
  paddingInline: vars.space.small,
  overflow: 'hidden',
  borderRadius: vars.radius.button,
  borderStyle: 'solid',
  borderWidth: vars.control.borderWidth,
  borderColor: vars.color.border.field,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.fieldHover },
    [`${input}:checked + &`]: {
      borderColor: vars.color.border.brandAccent,
      boxShadow: `inset 0 0 0 ${vars.control.borderWidth} ${vars.color.border.brandAccent}`,
      fontWeight: vars.typography.fontWeight.medium,
    },
    [`${input}:focus-visible + &`]: {
      outlineStyle: 'solid',
      outlineWidth: `calc(${vars.control.borderWidth} * 2)`,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(${vars.control.borderWidth} * 2)`,
    },
  },
});

/** Sold-out options are marked — struck through and crossed. */
export const chipSoldOut = style({
  color: vars.color.foreground.secondary,
  borderStyle: 'dashed',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: `linear-gradient(to top right, transparent calc(50% - ${vars.control.borderWidth} / 2), ${vars.color.border.neutral} calc(50% - ${vars.control.borderWidth} / 2), ${vars.color.border.neutral} calc(50% + ${vars.control.borderWidth} / 2), transparent calc(50% + ${vars.control.borderWidth} / 2))`,
  },
});

export const selectLabel = style([legend, { display: 'block', marginBlockEnd: vars.space.xsmall }]);

export const select = style([
  focusRing,
  {
    inlineSize: '100%',
    minBlockSize: vars.control.height.standard,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.field,
    borderStyle: 'solid',
    borderWidth: vars.control.borderWidth,
    borderColor: vars.color.border.field,
    backgroundColor: vars.color.background.surface,
    color: vars.color.foreground.neutral,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.text.standard.fontSize,
  },
]);

export const status = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.foreground.critical,
  selectors: { '&:empty': { display: 'none' } },
});
