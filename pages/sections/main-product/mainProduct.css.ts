/**
 * Layout only (ARCHITECTURE §5: sections arrange design-system components): the two columns,
 * the gallery's strip and thumbnails per layout, and the buy box's rows. Tokens throughout.
 */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/contract.css';

/** Gallery beside the details from 768 px; the stacked gallery gets the wider share. */
export const columns = styleVariants({
  thumbnails: {
    display: 'grid',
    gap: vars.space.xlarge,
    alignItems: 'start',
    '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
  },
  stacked: {
    display: 'grid',
    gap: vars.space.xlarge,
    alignItems: 'start',
    '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
  },
});

/** The details column follows the reader down a long stacked gallery. */
export const details = style({
  minWidth: 0,
  '@media': { [media.tablet]: { position: 'sticky', top: vars.space.large } },
});

// ---------- gallery ----------

const thumbSize = `calc(${vars.space.xxxlarge} + ${vars.space.small})`;

export const gallery = styleVariants({
  'thumbnails-left': {
    display: 'grid',
    gap: vars.space.small,
    '@media': { [media.tablet]: { gridTemplateColumns: `${thumbSize} minmax(0, 1fr)` } },
  },
  'thumbnails-below': { display: 'grid', gap: vars.space.small },
  stacked: { display: 'grid', gap: vars.space.small },
});

/**
 * One image per view, swiped with CSS scroll snapping (no JavaScript needed); on mobile the
 * next image peeks in so the strip reads as swipeable.
 */
export const strip = style({
  display: 'flex',
  minWidth: 0,
  gap: vars.space.small,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.card,
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

/** Stacked from 768 px: the first image full width, the rest two by two; nothing scrolls sideways. */
export const stripStacked = style({
  '@media': {
    [media.tablet]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      overflowX: 'visible',
      scrollSnapType: 'none',
      gap: vars.space.small,
    },
  },
});
globalStyle(`${stripStacked} li:first-child`, { '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const slides = style({ display: 'contents', listStyle: 'none', margin: 0, padding: 0 });

export const slide = style({
  flex: '0 0 100%',
  scrollSnapAlign: 'start',
  minWidth: 0,
});

export const slidePeek = style({
  '@media': { [media.mobile]: { flexBasis: `calc(100% - ${vars.space.xxlarge})` } },
});

/** Reserves the image's box from its aspect ratio before any byte arrives (no layout shift). */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.background.neutralSoft,
});

export const thumbs = styleVariants({
  'thumbnails-left': {
    display: 'none',
    '@media': {
      [media.tablet]: {
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space.xsmall,
        order: -1,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      },
    },
  },
  'thumbnails-below': {
    display: 'none',
    '@media': {
      [media.tablet]: {
        display: 'flex',
        flexWrap: 'wrap',
        gap: vars.space.xsmall,
        listStyle: 'none',
        margin: 0,
        padding: 0,
      },
    },
  },
});

export const thumbLink = style({
  display: 'block',
  position: 'relative',
  width: thumbSize,
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border.neutralLight}`,
  opacity: 0.7,
  selectors: {
    '&:hover': { opacity: 1 },
    '&[aria-current="true"]': { opacity: 1, borderColor: vars.color.border.neutral },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2, opacity: 1 },
  },
});

// ---------- details ----------

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xsmall} ${vars.space.small}`,
});

/** The discount tag beside the price (spec §5: shown above 1 %). */
export const discountTag = style({
  display: 'inline-block',
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  background: vars.color.background.promote,
  color: vars.color.foreground.onPromote,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.strong,
});

export const ratingLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const buyRow = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'stretch',
});

export const buyRowFull = style({ gridColumn: '1 / -1' });

export const fieldLabel = style({ display: 'block', marginBlockEnd: vars.space.xxsmall });

export const select = style({
  minHeight: vars.control.height.standard,
  paddingInline: vars.space.small,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  minWidth: `calc(${vars.space.xxxlarge} * 2)`,
});

export const pickerForm = style({ display: 'grid', gap: vars.space.small });

export const reviewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const review = style({
  display: 'grid',
  gap: vars.space.xsmall,
  alignContent: 'start',
  paddingBlockStart: vars.space.medium,
  borderTop: `1px solid ${vars.color.border.neutralLight}`,
});

export const sizeTableScroll = style({
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});
export const sizeTable = style({ width: '100%', borderCollapse: 'collapse', whiteSpace: 'nowrap' });
globalStyle(`${sizeTable} th, ${sizeTable} td`, {
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border.neutralLight}`,
  textAlign: 'start',
});
globalStyle(`${sizeTable} th`, { fontWeight: vars.typography.fontWeight.strong });

/** A button that reads as an inline link (size chart). */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.typography.text.small.fontSize,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground.secondary },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});
