import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.neutral,
});

export const label = style({ whiteSpace: 'nowrap' });

export const field = style({ position: 'relative', display: 'inline-flex', alignItems: 'center' });

export const select = style([
  focusRing,
  {
    appearance: 'none',
    font: 'inherit',
    color: 'inherit',
    background: 'transparent',
    border: 'none',
    borderRadius: vars.radius.field,
    paddingBlock: vars.space.xsmall,
    paddingInlineStart: vars.space.xxsmall,
    // Room for the chevron at the inline end.
    paddingInlineEnd: vars.space.large,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'default', opacity: 1 } },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxsmall,
  display: 'inline-flex',
  pointerEvents: 'none',
});
