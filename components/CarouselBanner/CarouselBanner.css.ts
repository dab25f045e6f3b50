import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

/** The first image's aspect ratio, holding the skeleton's height until it loads. */
export const skeletonRatio = createVar();
/** Each slide's image ratio from its width and height, so the file that loads never resizes the box. */
export const imageRatio = createVar();
/** Per-slide values from store data, validated by `safeCssColour` (lib/catalog) before they get here. */
export const overlayOpacity = createVar();
export const overlayColor = createVar();
export const textColor = createVar();
export const buttonColor = createVar();
export const buttonTextColor = createVar();

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  fontFamily: vars.typography.fontFamily.body,
});

export const viewport = style({
  overflow: 'hidden',
  // Horizontal swipes are ours; vertical ones still scroll the page.
  touchAction: 'pan-y',
  selectors: {
    // A skeleton of the image's height until the first image loads, then auto.
    '&[data-loaded="false"]': {
      aspectRatio: fallbackVar(skeletonRatio, '16 / 7'),
      background: vars.color.background.neutralSoft,
    },
  },
});

export const container = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });

export const slide = style({ position: 'relative', flex: '0 0 100%', minWidth: 0 });

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  // Not `auto <ratio>`: a srcset candidate rounded to whole pixels (1400 × 613 for 2000 × 875)
  // would otherwise change the height by a fraction of a pixel once it loads.
  aspectRatio: fallbackVar(imageRatio, 'auto'),
  objectFit: 'cover',
  // Holds the box's place in dark themes too while the bytes arrive.
  backgroundColor: vars.color.background.neutralSoft,
  userSelect: 'none',
  '@media': { [media.mobile]: { aspectRatio: '4 / 3', objectFit: 'cover', objectPosition: '80% 50%' } },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  background: fallbackVar(overlayColor, vars.color.background.neutralInverted),
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
    // Mobile: the text sits under the image, where it never covers the picture.
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
  // A soft card keeps any slide text readable whatever the image (and in dark themes).
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

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: vars.control.height.standard,
    paddingInline: vars.space.large,
    marginBlockStart: vars.space.xsmall,
    borderRadius: vars.radius.button,
    background: fallbackVar(buttonColor, vars.color.background.brandAccent),
    color: fallbackVar(buttonTextColor, vars.color.foreground.onBrandAccent),
    fontWeight: vars.typography.fontWeight.medium,
    textDecoration: 'none',
    textTransform: vars.typography.buttonTransform as 'none',
    letterSpacing: vars.typography.buttonLetterSpacing,
    selectors: { '&:hover': { filter: 'brightness(0.92)' } },
  },
]);

export const controls = style({});

const roundButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  boxShadow: vars.shadow.small,
  cursor: 'pointer',
} as const;

export const arrow = style([
  focusRing,
  {
    ...roundButton,
    position: 'absolute',
    insetBlockStart: '50%',
    transform: 'translateY(-50%)',
    inlineSize: vars.control.height.standard,
    blockSize: vars.control.height.standard,
    borderRadius: vars.radius.full,
    selectors: { '&:hover': { background: vars.color.background.neutralSoft } },
    '@media': { [media.mobile]: { insetBlockStart: vars.space.medium, transform: 'none' } },
  },
]);

export const arrowPrevious = style({
  insetInlineStart: vars.space.medium,
  '@media': {
    [media.mobile]: {
      insetInlineStart: 'auto',
      insetInlineEnd: `calc(${vars.space.medium} * 2 + ${vars.control.height.standard})`,
    },
  },
});
export const arrowNext = style({ insetInlineEnd: vars.space.medium });

export const dots = style({
  position: 'absolute',
  insetBlockEnd: vars.space.medium,
  insetInline: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  pointerEvents: 'none',
  '@media': { [media.mobile]: { position: 'static', paddingBlockEnd: vars.space.small } },
});

export const dot = style([
  focusRing,
  {
    pointerEvents: 'auto',
    // A square dot (hide_type square) with a target large enough to tap.
    inlineSize: vars.control.height.small,
    blockSize: vars.control.height.small,
    padding: 0,
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
    position: 'relative',
    '::before': {
      content: '""',
      position: 'absolute',
      inset: '35%',
      background: vars.color.background.surface,
      boxShadow: `0 0 0 ${vars.control.borderWidth} ${vars.color.border.neutral}`,
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    },
    selectors: {
      // data-current: CarouselBannerStatic's dots, drawn before the buttons exist.
      '&[aria-current="true"]::before, &[data-current]::before': {
        inset: '30%',
        background: vars.color.background.brandAccent,
        boxShadow: `0 0 0 ${vars.control.borderWidth} ${vars.color.background.surface}`,
      },
    },
  },
]);

export const pause = style([
  focusRing,
  {
    ...roundButton,
    position: 'absolute',
    insetBlockEnd: vars.space.medium,
    insetInlineEnd: vars.space.medium,
    inlineSize: vars.control.height.small,
    blockSize: vars.control.height.small,
    borderRadius: vars.radius.full,
    fontSize: vars.typography.text.small.fontSize,
    '@media': {
      [media.mobile]: {
        insetBlockEnd: 'auto',
        insetBlockStart: vars.space.medium,
        insetInlineEnd: 'auto',
        insetInlineStart: vars.space.medium,
      },
    },
  },
]);

/** "Previous" and "next" point the other way on a right-to-left page. */
globalStyle(`[dir="rtl"] ${arrow} svg`, { transform: 'scaleX(-1)' });
