import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const submit = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    alignSelf: 'stretch',
    flexShrink: 0,
    inlineSize: vars.control.height.standard,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.field,
    background: 'transparent',
    color: vars.color.foreground.neutral,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.foreground.brandAccent } },
  },
]);

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.standard,
  cursor: 'pointer',
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  selectors: {
    '&:hover': { background: vars.color.background.neutralSoft },
    '&[aria-selected="true"]': {
      background: vars.color.background.neutralSoft,
      boxShadow: `inset ${vars.control.borderWidth} 0 0 ${vars.color.border.brandAccent}`,
    },
  },
});

export const optionLabel = style({ minWidth: 0 });

export const optionDetail = style({
  flexShrink: 0,
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.small.fontSize,
});
