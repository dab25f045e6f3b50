import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/** The line thumbnail: a fixed square so lines align whatever the image ratio. */
const thumb = `calc(${vars.space.xxlarge} + ${vars.space.large})`;

export const root = style({
  display: 'grid',
  // Mobile: the price sits under the title so a long title keeps its width.
  gridTemplateColumns: `${thumb} minmax(0, 1fr)`,
  gridTemplateAreas: '"image info" "image price" "image actions"',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: `${thumb} minmax(0, 1fr) auto`,
      gridTemplateAreas: '"image info price" "image actions actions"',
    },
  },
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  alignItems: 'start',
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.foreground.neutral,
  transition: `opacity ${vars.motion.fast}`,
});

/** While busy the image fades (text keeps its contrast; the controls show as disabled). */
export const busy = style({});

export const imageLink = style({ gridArea: 'image', display: 'block' });

export const image = style({
  display: 'block',
  inlineSize: thumb,
  blockSize: thumb,
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.background.neutralSoft,
  transition: `opacity ${vars.motion.fast}`,
  selectors: { [`${busy} &`]: { opacity: 0.5 } },
});

export const info = style({
  gridArea: 'info',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { 'a&:hover': { textDecoration: 'underline' } },
});

export const meta = style({
  margin: 0,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});

export const properties = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.xsmall,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.secondary,
});

export const propertyValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  color: vars.color.foreground.neutral,
});

export const previewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.foreground.link,
  selectors: { '&:hover': { color: vars.color.foreground.linkHover } },
});

export const giftLabel = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.background.promote,
  color: vars.color.foreground.onPromote,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.strong,
});

export const price = style({ gridArea: 'price', '@media': { [media.tablet]: { textAlign: 'end' } } });

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const form = style({ display: 'contents' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  border: 0,
  padding: vars.space.xxsmall,
  background: 'none',
  font: 'inherit',
  fontSize: vars.typography.text.small.fontSize,
  color: vars.color.foreground.secondary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.foreground.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': { outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}` },
  },
});

/** `<dl>` rows: a div per name/value pair keeps the markup valid while the grid lays out the cells. */
export const propertyRow = style({ display: 'contents' });

export const quantity = style({ flexShrink: 0 });
