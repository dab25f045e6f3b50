import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

/** Bubble diameter: small on cards, touch-sized on the product page. */
const size = createVar();
/** A validated colour (lib/catalog safeCssColour) for colour blocks. */
export const swatchColour = createVar();

export const fieldset = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  padding: 0,
  marginBlockEnd: vars.space.small,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.foreground.neutral,
});

export const legendValue = style({
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.foreground.secondary,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const view = styleVariants({
  card: { gap: vars.space.xsmall, vars: { [size]: `calc(${vars.space.medium} + ${vars.space.xxsmall})` } },
  detail: { gap: vars.space.small, vars: { [size]: `calc(${vars.space.xlarge} + ${vars.space.xxsmall})` } },
});

/** The native radio stays in the page (keyboard, forms without JS) but out of sight. */
export const input = style({
  position: 'absolute',
  opacity: 0,
  inlineSize: 1,
  blockSize: 1,
  margin: 0,
});

/** The clickable target around a bubble: a button (card), a label (detail) or a plain item. */
export const target = style([
  focusRing,
  {
    position: 'relative',
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.foreground.neutral,
    cursor: 'pointer',
    borderRadius: vars.radius.full,
    selectors: { 'span&': { cursor: 'default' } },
  },
]);

// Focus on the hidden radio draws the ring on its bubble.
export const radioFocus = style({});

const ring = `0 0 0 calc(${vars.control.borderWidth} * 2) ${vars.color.background.surface}, 0 0 0 calc(${vars.control.borderWidth} * 4) ${vars.color.border.brandAccent}`;

export const bubble = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: size,
  blockSize: size,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  boxSizing: 'border-box',
  backgroundColor: swatchColour,
  // Every colour and image swatch has an edge that stands out 3:1 from the surface, so a White
  // as light as the card (or a Black as dark as a dark theme) is still seen (WCAG 1.4.11).
  border: `${vars.control.borderWidth} solid ${vars.color.border.swatch}`,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${input}:focus-visible + &`]: {
      outlineStyle: 'solid',
      outlineWidth: `calc(${vars.control.borderWidth} * 2)`,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(${vars.control.borderWidth} * 4)`,
    },
  },
});

export const selected = style({});

/**
 * Bubble styles (bubble_style 0–5):
 * 0 circle with a ring when picked · 1 circle, picked grows a thick inner border ·
 * 2 rounded square · 3 square with an underline when picked · 4 pill · 5 large circle with a soft shadow.
 */
export const bubbleStyle = styleVariants({
  0: { selectors: { [`${selected} &`]: { boxShadow: ring } } },
  1: {
    boxShadow: 'none',
    selectors: {
      [`${selected} &`]: {
        boxShadow: `inset 0 0 0 calc(${vars.control.borderWidth} * 3) ${vars.color.background.surface}, 0 0 0 calc(${vars.control.borderWidth} * 2) ${vars.color.border.neutral}`,
      },
    },
  },
  2: { borderRadius: vars.radius.small, selectors: { [`${selected} &`]: { boxShadow: ring } } },
  3: {
    borderRadius: 0,
    overflow: 'visible',
    selectors: {
      [`${selected} &`]: {
        boxShadow: `0 calc(${vars.control.borderWidth} * 5) 0 calc(${vars.control.borderWidth} * -1) ${vars.color.border.brandAccent}`,
      },
    },
  },
  4: {
    inlineSize: `calc(${size} * 1.6)`,
    borderRadius: vars.radius.full,
    selectors: { [`${selected} &`]: { boxShadow: ring } },
  },
  5: {
    boxShadow: vars.shadow.small,
    selectors: {
      [`${selected} &`]: { boxShadow: `${ring}, ${vars.shadow.medium}`, transform: 'scale(1.08)' },
    },
  },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

/** Options that fail the palette validity rules (lib/catalog/palette.ts): the option text in a chip. */
export const chip = style({
  inlineSize: 'auto',
  minInlineSize: size,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.button,
  backgroundColor: vars.color.background.surface,
  // The option's text says what it is: a quiet outline instead of the swatch edge.
  borderWidth: 0,
  boxShadow: `inset 0 0 0 ${vars.control.borderWidth} ${vars.color.border.neutral}`,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  selectors: {
    [`${selected} &`]: {
      boxShadow: `inset 0 0 0 calc(${vars.control.borderWidth} * 2) ${vars.color.border.brandAccent}`,
    },
  },
});

/** Sold-out options: dimmed and crossed from corner to corner. */
export const soldOut = style({
  opacity: 0.55,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: `linear-gradient(to top right, transparent calc(50% - ${vars.control.borderWidth}), ${vars.color.foreground.neutral} calc(50% - ${vars.control.borderWidth}), ${vars.color.foreground.neutral} calc(50% + ${vars.control.borderWidth}), transparent calc(50% + ${vars.control.borderWidth}))`,
  },
});

export const more = style([
  focusRing,
  {
    position: 'relative',
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: size,
    paddingInline: vars.space.xxsmall,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.text.xsmall.fontSize,
    color: vars.color.foreground.secondary,
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    selectors: { '&:hover': { color: vars.color.foreground.neutral, textDecoration: 'underline' } },
  },
]);
