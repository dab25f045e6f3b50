import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/contract.css';

/** The page column every section lines up on. */
export const container = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  width: '100%',
});

export const narrow = style({ maxWidth: vars.layout.narrowWidth });

/** Section surfaces: each background brings the text colour that reads on it. */
export const tone = styleVariants({
  none: {},
  surface: { background: vars.color.background.surface, color: vars.color.foreground.neutral },
  neutralSoft: { background: vars.color.background.neutralSoft, color: vars.color.foreground.neutral },
  neutralInverted: {
    background: vars.color.background.neutralInverted,
    color: vars.color.foreground.neutralInverted,
  },
  brandAccent: { background: vars.color.background.brandAccent, color: vars.color.foreground.onBrandAccent },
  brandAccentSoft: {
    background: vars.color.background.brandAccentSoft,
    color: vars.color.foreground.neutral,
  },
});

export const paddingY = styleVariants(vars.space, (space) => ({ paddingBlock: space }));

export const richText = style({ display: 'grid', gap: vars.space.small });
globalStyle(`${richText} a`, { color: 'inherit', textDecoration: 'underline' });
globalStyle(`${richText} ul, ${richText} ol`, { paddingInlineStart: vars.space.large });
globalStyle(`${richText} h2, ${richText} h3, ${richText} h4`, {
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  marginTop: vars.space.medium,
});

export const columns = createVar();
export const mobileColumns = createVar();

/** A product or collection grid with a column count per width. */
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: `repeat(${mobileColumns}, minmax(0, 1fr))`,
  listStyle: 'none',
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } },
});

export const media4x5 = style({
  aspectRatio: '4 / 5',
  width: '100%',
  // The width/height attributes only reserve the ratio; the box follows the column.
  height: 'auto',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  background: vars.color.background.neutralSoft,
});

export const mediaSquare = style([media4x5, { aspectRatio: '1 / 1' }]);

export const tileLink = style({
  color: 'inherit',
  textDecoration: 'none',
  display: 'grid',
  gap: vars.space.xsmall,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const link = style({
  color: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});

export const plainList = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.xsmall });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const imageFirstOnDesktop = style({ '@media': { [media.tablet]: { order: -1 } } });

export const wideImage = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.card,
  display: 'block',
});

export const headerBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
});

export const headerCentered = style({ flexDirection: 'column', alignItems: 'center' });

export const navList = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
});

export const brand = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.heading['3'].fontSize,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
  color: 'inherit',
  textDecoration: 'none',
});

export const borderBottom = style({ borderBottom: `1px solid ${vars.color.border.neutralLight}` });
export const borderTop = style({ borderTop: `1px solid ${vars.color.border.neutralLight}` });

export const footerColumns = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});

export const gallery = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

export const galleryMain = style({ gridColumn: '1 / -1' });

export const fieldRow = style({
  display: 'flex',
  gap: vars.space.small,
  flexWrap: 'wrap',
  alignItems: 'flex-end',
});

export const input = style({
  minHeight: vars.control.height.standard,
  paddingInline: vars.space.small,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  flex: '1 1 12rem',
});

export const select = style([input, { flex: '0 1 auto' }]);

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: {
    '&:focus': {
      left: vars.space.small,
      top: vars.space.small,
      zIndex: 10,
      padding: vars.space.small,
      background: vars.color.background.surface,
      color: vars.color.foreground.neutral,
    },
  },
});
