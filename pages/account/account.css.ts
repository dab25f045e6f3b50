/** Layout of the account screens: the menu beside the page, card grids, the log-in column. Tokens only. */
import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

/** The menu above the page on phones and tablets, beside it from desktops. */
export const area = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '14rem minmax(0, 1fr)', gap: vars.space.xxlarge } },
});

export const content = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  minWidth: 0,
});

/** Address and card lists: one column on phones, two from tablets. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The log-in and register forms: one reading column. */
export const authColumn = style({
  display: 'grid',
  gap: vars.space.large,
  maxInlineSize: '28rem',
  marginInline: 'auto',
});

export const inlineForm = style({ display: 'inline' });

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.foreground.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  minBlockSize: vars.control.height.small,
  selectors: { '&:hover': { color: vars.color.foreground.linkHover } },
});

export const link = style({
  color: vars.color.foreground.link,
  selectors: { '&:hover': { color: vars.color.foreground.linkHover } },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.control.height.small,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  color: vars.color.foreground.neutral,
});

/** Order page: two panels side by side from tablets. */
export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  color: vars.color.foreground.neutral,
});

export const factTerm = style({ color: vars.color.foreground.secondary });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** The order summary's panel on the order page (its background is the section's setting). */
export const summaryPanel = style({ padding: vars.space.medium, borderRadius: vars.radius.card });

/** A form inside the log-in column: full column width. */
export const authForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
});

/** An empty list's line and its way on. */
export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});
