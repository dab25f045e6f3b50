import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/** The gift list is 492 px high and scrolls inside the dialog. */
export const GIFT_LIST_HEIGHT_PX = 492;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.foreground.neutral,
});

export const note = style({
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // 2 per row on mobile, 4 on desktop.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  alignContent: 'start',
  maxBlockSize: `${GIFT_LIST_HEIGHT_PX}px`,
  overflowY: 'auto',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  blockSize: '100%',
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.background.neutralSoft,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const action = style({ marginBlockStart: 'auto' });

export const empty = style({
  margin: 0,
  paddingBlock: vars.space.xxlarge,
  textAlign: 'center',
  color: vars.color.foreground.secondary,
});

/** A free gift reads "Free" with the regular price struck through beside it. */
export const free = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.strong,
  color: vars.color.foreground.promote,
});

export const was = style({
  fontSize: vars.typography.text.xsmall.fontSize,
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.foreground.secondary,
});
