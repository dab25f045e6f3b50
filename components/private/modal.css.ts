import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { zIndex } from '../../tokens/zIndex';

/** Shared by Dialog and Drawer: backdrop, header and close button. */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  // Modals stack from z-index 2000.
  zIndex: zIndex.modal,
  background: vars.color.background.backdrop,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.standard} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const surface = style({
  position: 'fixed',
  zIndex: zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  // The hairline keeps the panel's edge visible on dark themes, where a shadow cannot.
  boxShadow: `${vars.shadow.large}, 0 0 0 ${vars.control.borderWidth} ${vars.color.border.neutralLight}`,
  fontFamily: vars.typography.fontFamily.body,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBottom: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  flexShrink: 0,
});

/** When the title is visually hidden the close button sits alone at the end. */
export const headerBare = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineEnd: vars.space.small,
  zIndex: 1,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.large,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      boxShadow: `inset 0 0 0 calc(${vars.control.borderWidth} * 2) ${vars.color.border.focus}`,
    },
  },
});

/** With a hidden title the close button floats top-right: keep the body's first line clear of it. */
export const bodyBesideClose = style({
  paddingInlineEnd: `calc(${vars.control.height.small} + ${vars.space.small} * 2)`,
});

export const footer = style({
  flexShrink: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderTop: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.control.height.small,
  blockSize: vars.control.height.small,
  marginInlineEnd: `calc(${vars.space.xsmall} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.neutral,
  fontSize: vars.typography.text.large.fontSize,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.background.neutralSoft },
    '&:focus-visible': {
      outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}`,
      outlineOffset: vars.control.borderWidth,
    },
  },
});
