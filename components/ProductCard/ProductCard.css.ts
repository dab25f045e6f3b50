import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { zIndex } from '../../tokens/zIndex';
import { position as tagPosition } from '../ProductTagBadge/ProductTagBadge.css';
import { overlay as heartOverlay } from '../WishlistHeart/WishlistHeart.css';

export const root = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.small,
  minInlineSize: 0,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
});

export const layout = styleVariants({
  // The body takes the rest of the card's height, so the buttons of the cards in a row line up.
  grid: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto 1fr' },
  list: {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    gap: vars.space.medium,
    alignItems: 'start',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: vars.space.large },
    },
  },
});

export const mediaBox = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.card,
  backgroundColor: vars.color.background.neutralSoft,
});

// The wishlist heart keeps the image's top end corner: a tag badge placed there moves below it.
globalStyle(`${mediaBox}:has(> ${heartOverlay}) > ${tagPosition.topRight}`, {
  insetBlockStart: `calc(${vars.space.xsmall} * 2 + ${vars.control.height.small})`,
});

/** The second gallery image, shown on hover or keyboard focus (show_second_img). */
export const secondImage = style({
  opacity: 0,
  transition: `opacity ${vars.motion.standard} ${vars.motion.easing}`,
  selectors: {
    [`${root}:hover &, ${root}:focus-within &`]: { opacity: 1 },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    // Touch screens have no hover: keep the first image.
    '(hover: none)': { display: 'none' },
  },
});

export const soldOutMedia = style({ opacity: 0.6 });

export const soldOutBadge = style({
  position: 'absolute',
  insetBlockEnd: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: 1,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.neutralInverted,
  color: vars.color.foreground.neutralInverted,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  // The title is clamped to 2 lines.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/**
 * The title link stretches over the whole card, so the card is one link
 * target (image included) with one name; controls sit above it.
 */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: zIndex.base,
    borderRadius: vars.radius.card,
  },
  selectors: {
    [`${root}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible::after': {
      outlineStyle: 'solid',
      outlineWidth: `calc(${vars.control.borderWidth} * 2)`,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(${vars.control.borderWidth} * 3)`,
    },
  },
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const discount = style({
  display: 'inline-flex',
  paddingBlock: `calc(${vars.space.xxsmall} / 2)`,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.promote,
  color: vars.color.foreground.onPromote,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
  fontWeight: vars.typography.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

/** Interactive parts above the stretched link. */
export const raised = style({ position: 'relative', zIndex: 1 });

/** In the list layout the buttons keep a button's width instead of spanning the text column. */
export const listActions = style({ maxInlineSize: `calc(${vars.space.xxxlarge} * 4)` });

/** At the foot of the card whatever the title, price and swatches above it take. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.xxsmall,
});

// A narrow card (two columns at 375 px, spaced capitals in some themes) wraps the button's label
// onto a second line instead of letting it run past the card's edge.
globalStyle(`${actions} > *`, { whiteSpace: 'normal', textAlign: 'center', overflowWrap: 'anywhere' });

/** The "choose options" look when the stretched link is what the click follows. */
export const passive = style({ pointerEvents: 'none' });

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.card,
  borderStyle: 'solid',
  borderWidth: vars.control.borderWidth,
  borderColor: vars.color.border.neutralLight,
  backgroundColor: vars.color.background.surface,
});

export const pickerActions = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap' });
