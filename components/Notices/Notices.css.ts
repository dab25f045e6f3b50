import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { zIndex } from '../../tokens/zIndex';

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.standard,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.neutral,
});

export const tone = styleVariants({
  info: { background: vars.color.background.infoSoft },
  warning: { background: vars.color.background.cautionSoft },
  error: { background: vars.color.background.criticalSoft },
  success: { background: vars.color.background.positiveSoft },
});

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  alignItems: 'center',
  blockSize: vars.typography.text.small.lineHeight,
});

export const iconTone = styleVariants({
  info: { color: vars.color.foreground.info },
  warning: { color: vars.color.foreground.caution },
  error: { color: vars.color.foreground.critical },
  success: { color: vars.color.foreground.positive },
});

export const message = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.typography.text.small.lineHeight,
  blockSize: vars.typography.text.small.lineHeight,
  border: 0,
  padding: 0,
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { background: vars.color.background.neutralSoftHover },
    '&:focus-visible': {
      outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}`,
    },
  },
});

/** The toast stack: bottom-right on tablet and up, full width at the bottom on mobile. */
export const region = style({
  position: 'fixed',
  zIndex: zIndex.toast,
  insetBlockEnd: vars.space.large,
  insetInline: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: {
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space.large,
      inlineSize: `min(calc(100vw - ${vars.space.large} * 2), calc(${vars.layout.narrowWidth} / 2))`,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A toast is a notice lifted onto the surface: the notice's soft tint over an opaque card. */
export const toast = style({
  pointerEvents: 'auto',
  boxShadow: vars.shadow.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  overflow: 'hidden',
});
