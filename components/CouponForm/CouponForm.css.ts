import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.foreground.neutral,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const disclosure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  inlineSize: '100%',
  border: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: vars.typography.fontWeight.medium,
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:focus-visible': { outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}` },
  },
});

export const disclosureLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const form = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'stretch' });

export const input = style({
  flex: 1,
  minWidth: 0,
  blockSize: vars.control.height.standard,
  paddingInline: vars.space.small,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  fontSize: vars.typography.text.standard.fontSize,
  textTransform: 'uppercase',
  selectors: {
    '&::placeholder': { color: vars.color.foreground.secondary, textTransform: 'none' },
    '&:hover': { borderColor: vars.color.border.fieldHover },
    '&:focus-visible': {
      outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}`,
      outlineOffset: 0,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
  },
});

/** Keeps the Apply button's width while its text is cleared for the spinner. */
export const applySlot = style({ display: 'flex', minInlineSize: `calc(${vars.space.xxlarge} * 2)` });

export const error = style({
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.critical,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.xsmall,
  paddingInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.background.neutralSoft,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  letterSpacing: '0.04em',
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.typography.text.standard.lineHeight,
  blockSize: vars.typography.text.standard.lineHeight,
  border: 0,
  padding: 0,
  background: 'none',
  color: vars.color.foreground.secondary,
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.foreground.critical },
    '&:disabled': { cursor: 'progress', opacity: 0.5 },
    '&:focus-visible': { outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}` },
  },
});

/** The remove button's own form (so removing works without JavaScript); it adds no box. */
export const tagForm = style({ display: 'contents' });
