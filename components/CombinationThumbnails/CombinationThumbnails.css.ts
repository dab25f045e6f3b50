import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.foreground.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([
  focusRing,
  {
    position: 'relative',
    zIndex: 1,
    display: 'block',
    inlineSize: `calc(${vars.space.xlarge} + ${vars.space.small})`,
    aspectRatio: '4 / 5',
    overflow: 'hidden',
    borderRadius: vars.radius.small,
    borderStyle: 'solid',
    borderWidth: vars.control.borderWidth,
    borderColor: vars.color.border.neutralLight,
    backgroundColor: vars.color.background.neutralSoft,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&:hover': { borderColor: vars.color.border.neutral } },
  },
]);
