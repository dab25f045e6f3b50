import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/** The popup cart's body is at most 712 px high and scrolls. */
export const POPUP_CART_BODY_MAX_HEIGHT_PX = 712;

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.foreground.neutral,
});

/**
 * On tablet and up the body scrolls on its own inside the 712 px cap; on
 * mobile the sheet's own body scrolls (one scroller, no nesting).
 */
export const scroller = style({
  '@media': {
    [media.tablet]: {
      maxBlockSize: `${POPUP_CART_BODY_MAX_HEIGHT_PX}px`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      // Room for focus rings at the scroll edges.
      padding: vars.space.xxsmall,
      margin: `calc(${vars.space.xxsmall} * -1)`,
    },
  },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const section = style({
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
});

/** The coupon entry shows per device (cart_show_input_coupon / pc_cart_show_input_coupon). */
export const hideOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const hideOnDesktop = style({ '@media': { [media.tablet]: { display: 'none' } } });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxlarge,
  textAlign: 'center',
});

export const emptyIcon = style({
  fontSize: vars.typography.heading['1'].fontSize,
  color: vars.color.foreground.secondary,
  display: 'inline-flex',
});

export const emptyText = style({
  margin: 0,
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
});

export const recommendationsTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.small,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.text.standard.fontSize,
  fontWeight: vars.typography.fontWeight.heading,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
});

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } });

export const skeletonLine = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.xxlarge} + ${vars.space.large}) 1fr`,
  gap: vars.space.medium,
});

export const skeletonBlock = style({
  background: vars.color.background.neutralSoft,
  borderRadius: vars.radius.small,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const skeletonThumb = style({
  aspectRatio: '1',
  borderRadius: vars.radius.card,
});

export const skeletonText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const skeletonBar = style({ blockSize: vars.typography.text.small.lineHeight });
export const skeletonShort = style({ inlineSize: '40%' });
export const skeletonLong = style({ inlineSize: '75%' });
