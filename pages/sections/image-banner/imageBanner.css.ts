/**
 * The server-rendered first slide. It repeats CarouselBanner's box model (image ratio, the text
 * panel over the image from 768 px and under it below, the row the square dots take on mobile),
 * so when the interactive carousel takes its place after hydration nothing moves (issue 7, CLS).
 */
import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/contract.css';

export const ratio = createVar();
export const textColor = createVar();
export const overlayOpacity = createVar();

export const inset = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

/** The static slide and the carousel share one cell; the carousel only takes over once it is ready. */
export const stage = style({ position: 'relative' });

/** The carousel while it loads its first image: laid out, invisible, taking no room. */
export const pending = style({ position: 'absolute', inset: 0, visibility: 'hidden', overflow: 'hidden' });

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  fontFamily: vars.typography.fontFamily.body,
});

export const slide = style({ position: 'relative' });

export const mediaBox = style({
  position: 'relative',
  aspectRatio: fallbackVar(ratio, '16 / 7'),
  background: vars.color.background.neutralSoft,
  '@media': { [media.mobile]: { aspectRatio: '4 / 3' } },
});
// CarouselBanner crops the mobile image towards its right-hand subject; the same crop here.
globalStyle(`${mediaBox} img`, { '@media': { [media.mobile]: { objectPosition: '80% 50%' } } });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  background: vars.color.background.neutralInverted,
  opacity: fallbackVar(overlayOpacity, '0'),
  pointerEvents: 'none',
});

export const content = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  paddingInline: `calc(${vars.layout.gutter} + ${vars.control.height.large})`,
  paddingBlock: vars.space.xlarge,
  '@media': {
    [media.mobile]: {
      position: 'static',
      paddingInline: vars.layout.gutter,
      paddingBlock: vars.space.medium,
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  maxInlineSize: '26rem',
  padding: vars.space.large,
  borderRadius: vars.radius.card,
  background: `color-mix(in srgb, ${vars.color.background.surface} 88%, transparent)`,
  color: fallbackVar(textColor, vars.color.foreground.neutral),
  '@media': {
    [media.mobile]: { padding: 0, maxInlineSize: '100%', background: 'transparent', borderRadius: 0 },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
  '@media': {
    [media.mobile]: {
      fontSize: vars.typography.heading['3'].fontSize,
      lineHeight: vars.typography.heading['3'].lineHeight,
    },
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.control.height.standard,
  paddingInline: vars.space.large,
  marginBlockStart: vars.space.xsmall,
  borderRadius: vars.radius.button,
  background: vars.color.background.brandAccent,
  color: vars.color.foreground.onBrandAccent,
  fontWeight: vars.typography.fontWeight.medium,
  textDecoration: 'none',
  textTransform: vars.typography.buttonTransform as 'none',
  letterSpacing: vars.typography.buttonLetterSpacing,
  selectors: {
    '&:hover': { filter: 'brightness(0.92)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

/** The row CarouselBanner's square dots take under the text on mobile. */
export const dotsRow = style({
  display: 'none',
  '@media': {
    [media.mobile]: {
      display: 'block',
      blockSize: `calc(${vars.control.height.small} + ${vars.space.small})`,
    },
  },
});
