import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const text = {
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.neutral,
};

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  ...text,
});

export const label = style({ fontWeight: vars.typography.fontWeight.medium });

export const hint = style({ color: vars.color.foreground.secondary });

export const error = style({ color: vars.color.foreground.critical });

export const control = style({
  ...text,
  boxSizing: 'border-box',
  minBlockSize: vars.control.height.small,
  paddingInline: vars.space.xsmall,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  inlineSize: '100%',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
  },
});

export const textarea = style([
  control,
  { minBlockSize: '96px', paddingBlock: vars.space.xsmall, resize: 'vertical' },
]);

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, ...text });

export const checkbox = style({
  inlineSize: '18px',
  blockSize: '18px',
  accentColor: vars.color.background.brandAccent,
});

export const fieldset = style({
  border: `${vars.control.borderWidth} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  padding: vars.space.small,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const legend = style({
  ...text,
  fontWeight: vars.typography.fontWeight.strong,
  paddingInline: vars.space.xxsmall,
});

export const colorRow = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'center' });

export const swatch = style({
  inlineSize: '40px',
  blockSize: vars.control.height.small,
  padding: 0,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: 'none',
  flexShrink: 0,
});

globalStyle(`${field} input::placeholder`, { color: vars.color.foreground.secondary });
