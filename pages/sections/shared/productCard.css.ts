import { createVar, style } from '@vanilla-extract/css';
import { media } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/contract.css';

export const columns = createVar();
export const mobileColumns = createVar();

/** Product cards in columns: the theme's count under and above 768 px. */
export const grid = style({
  display: 'grid',
  gap: `${vars.space.large} ${vars.space.medium}`,
  gridTemplateColumns: `repeat(${mobileColumns}, minmax(0, 1fr))`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } },
});

/** One card per row, rows divided by a hairline (list layout). */
export const list = style({
  display: 'grid',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const listItem = style({
  selectors: {
    // In the grid the card fills its cell (the first row; an add error goes below), so the card's
    // buttons line up along the row.
    [`${grid} > &`]: { display: 'grid', gridTemplateRows: '1fr', gridTemplateColumns: 'minmax(0, 1fr)' },
    [`${list} > &:not(:last-child)`]: {
      paddingBlockEnd: vars.space.large,
      borderBlockEnd: `1px solid ${vars.color.border.neutralLight}`,
    },
  },
});

/** The card's add form adds no box of its own: the card lays out as if the form were not there. */
export const cardForm = style({ display: 'contents' });

export const cardError = style({ marginBlockStart: vars.space.xsmall });

export const pickerSummary = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.xxxlarge} * 1.5) minmax(0, 1fr)`,
  gap: vars.space.medium,
  alignItems: 'center',
});

export const pickerImage = style({
  position: 'relative',
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.background.neutralSoft,
});
