import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/** Merchant colours, validated before they get here (lib/catalog safeCssColour). */
export const textColour = createVar();
export const shapeColour = createVar();
/** Badge widths from the tag's image_config (mobile / pc). */
export const mobileWidth = createVar();
export const desktopWidth = createVar();

export const root = style({
  position: 'absolute',
  zIndex: 1,
  display: 'grid',
  placeItems: 'center',
  inlineSize: fallbackVar(mobileWidth, `calc(${vars.space.xxlarge} * 1.25)`),
  aspectRatio: '1',
  pointerEvents: 'none',
  color: fallbackVar(textColour, vars.color.foreground.onPromote),
  fontFamily: vars.typography.fontFamily.body,
  fontWeight: vars.typography.fontWeight.strong,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: 1.1,
  textAlign: 'center',
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
  '@media': {
    [media.tablet]: {
      inlineSize: fallbackVar(desktopWidth, `calc(${vars.space.xxlarge} * 1.5)`),
      fontSize: vars.typography.text.small.fontSize,
    },
  },
});

/** Ribbons and flags are wide: the default width grows so the text keeps to one or two lines. */
export const wide = style({
  aspectRatio: '5 / 2',
  inlineSize: fallbackVar(mobileWidth, `calc(${vars.space.xxlarge} * 2.25)`),
  '@media': {
    [media.tablet]: { inlineSize: fallbackVar(desktopWidth, `calc(${vars.space.xxlarge} * 2.75)`) },
  },
});

export const position = styleVariants({
  topLeft: { insetBlockStart: vars.space.small, insetInlineStart: vars.space.small },
  topRight: { insetBlockStart: vars.space.small, insetInlineEnd: vars.space.small },
  bottomLeft: { insetBlockEnd: vars.space.small, insetInlineStart: vars.space.small },
  bottomRight: { insetBlockEnd: vars.space.small, insetInlineEnd: vars.space.small },
});

/** The shape or image sits behind the text, filling the badge. */
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  color: fallbackVar(shapeColour, vars.color.background.promote),
  objectFit: 'contain',
  filter: `drop-shadow(0 0 ${vars.control.borderWidth} rgb(0 0 0 / 0.15))`,
});

export const label = style({
  position: 'relative',
  paddingInline: '12%',
  overflowWrap: 'anywhere',
});
