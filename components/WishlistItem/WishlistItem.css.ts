import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/**
 * A saved product: its image beside the details, the actions in a row under both on phones and
 * in a column at the end from tablets.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.xxxlarge} * 1.5) minmax(0, 1fr)`,
  gap: vars.space.medium,
  alignItems: 'start',
  paddingBlock: vars.space.medium,
  borderBlockEnd: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  '@media': {
    [media.tablet]: { gridTemplateColumns: `calc(${vars.space.xxxlarge} * 2.5) minmax(0, 1fr) auto` },
  },
});

export const image = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.background.neutralSoft,
});

globalStyle(`${image}[data-sold-out] img`, { opacity: 0.6 });

export const details = style({
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
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `calc(${vars.control.borderWidth} * 2) solid ${vars.color.border.focus}`,
      outlineOffset: vars.control.borderWidth,
    },
  },
});

export const meta = style({
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const soldOut = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.standard,
  background: vars.color.background.neutralInverted,
  color: vars.color.foreground.neutralInverted,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
});

export const actions = style({
  gridColumn: '1 / -1',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  '@media': {
    [media.tablet]: { gridColumn: '3', flexDirection: 'column', alignItems: 'stretch' },
  },
});
