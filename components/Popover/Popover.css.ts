import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { zIndex } from '../../tokens/zIndex';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style({
  zIndex: zIndex.popover,
  boxSizing: 'border-box',
  maxWidth: `min(calc(100vw - ${vars.space.medium} * 2), calc(${vars.layout.narrowWidth} / 2))`,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  border: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  outline: 'none',
  selectors: { '&[data-state="open"]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` } },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const arrow = style({ fill: vars.color.background.surface });
