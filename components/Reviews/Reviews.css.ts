import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusRing, focusRingOutline } from '../private/focusRing.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

// ---------- rating summary ----------

export const summary = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(10rem, auto) minmax(0, 24rem)',
      justifyContent: 'start',
      columnGap: vars.space.xxlarge,
    },
  },
});

export const average = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.heading['2'].fontSize,
  lineHeight: vars.typography.heading['2'].lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const distribution = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const distributionRow = style([
  focusRing,
  {
    display: 'grid',
    gridTemplateColumns: '4.5rem minmax(0, 1fr) 2.5rem',
    alignItems: 'center',
    gap: vars.space.small,
    minBlockSize: '2.75rem',
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    color: vars.color.foreground.neutral,
    textDecoration: 'none',
    fontSize: vars.typography.text.small.fontSize,
    lineHeight: vars.typography.text.small.lineHeight,
    selectors: {
      'a&:hover': { background: vars.color.background.neutralSoft },
      '&[aria-current="true"]': {
        background: vars.color.background.neutralSoft,
        fontWeight: vars.typography.fontWeight.medium,
      },
    },
  },
]);

export const bar = style({
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.background.neutralSoft,
  overflow: 'hidden',
});

export const barFill = style({
  blockSize: '100%',
  background: vars.color.foreground.rating,
});

export const count = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.foreground.secondary,
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

// ---------- review list ----------

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
});

export const body = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const photoLink = style([
  focusRing,
  {
    display: 'block',
    inlineSize: '4.5rem',
    blockSize: '4.5rem',
    borderRadius: vars.radius.small,
    overflow: 'hidden',
    background: vars.color.background.neutralSoft,
  },
]);
globalStyle(`${photoLink} img`, {
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  display: 'block',
});

// ---------- review form ----------

export const form = style({ display: 'grid', gap: vars.space.medium, maxInlineSize: '40rem' });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const legend = style({
  padding: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.foreground.neutral,
});

export const stars = style({ display: 'flex', gap: vars.space.xxsmall });

/** Each star is a radio: checked or hovered, it and the stars before it fill. */
export const starLabel = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  cursor: 'pointer',
  color: vars.color.border.neutral,
  fontSize: '1.75rem',
  lineHeight: 1,
});

/** The radio itself is out of sight (still focusable and read); its label draws the star. */
export const starInput = style([visuallyHidden]);
globalStyle(`${stars}:has(${starInput}:checked) ${starLabel}`, { color: vars.color.foreground.rating });
globalStyle(`${stars} ${starLabel}:has(${starInput}:checked) ~ ${starLabel}`, {
  color: vars.color.foreground.secondary,
});
globalStyle(`${starLabel}:has(${starInput}:focus-visible)`, {
  ...focusRingOutline,
  borderRadius: vars.radius.small,
});

export const error = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.foreground.critical,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const fileInput = style([
  focusRing,
  {
    font: 'inherit',
    fontSize: vars.typography.text.small.fontSize,
    color: vars.color.foreground.neutral,
  },
]);

export const hint = style({
  margin: 0,
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
});

export const textarea = style({
  minBlockSize: '8rem',
  resize: 'vertical',
  padding: vars.space.small,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  selectors: {
    '&:hover': { borderColor: vars.color.border.fieldHover },
    '&:focus-visible': {
      outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}`,
      outlineOffset: 0,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
  },
});
