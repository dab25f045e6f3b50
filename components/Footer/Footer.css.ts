import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

export const root = style({
  background: vars.color.background.neutralSoft,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
  borderBlockStart: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
});

export const inner = style({
  boxSizing: 'border-box',
  maxInlineSize: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  paddingBlock: vars.space.xxlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
});

export const top = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const link = style([
  focusRing,
  {
    color: vars.color.foreground.secondary,
    textDecoration: 'none',
    selectors: { '&:hover': { color: vars.color.foreground.neutral, textDecoration: 'underline' } },
  },
]);

/** The log-out form's button, looking like the links beside it. */
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
});

export const newsletter = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': { [media.desktop]: { gridColumn: 'span 2' } },
});

export const about = style({
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  '@media': {
    [media.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
    },
  },
});

export const selectors = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });

export const copyright = style({
  margin: 0,
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: vars.typography.text.xsmall.lineHeight,
});
