import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/contract.css';

const layoutBase = style({
  display: 'grid',
  // One column that may shrink below its content's width: a long tip must wrap, not widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
});

/**
 * The theme's `cartSummaryPosition`: the summary in a column beside the lines from 768 px, or
 * under them at the end of the row (stacked on phones either way).
 */
export const layout = styleVariants({
  beside: [
    layoutBase,
    { '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } } },
  ],
  below: [layoutBase],
});

export const lines = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  minWidth: 0,
});

export const group = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.small });

export const lineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

/** The summary stays in view while a long cart scrolls (desktop). */
export const summary = style({
  padding: vars.space.large,
  borderRadius: vars.radius.card,
  background: vars.color.background.neutralSoft,
  '@media': {
    [media.tablet]: {
      selectors: {
        [`${layout.below} > &`]: {
          justifySelf: 'end',
          inlineSize: '100%',
          maxInlineSize: `calc(${vars.space.xxxlarge} * 6)`,
          boxSizing: 'border-box',
        },
      },
    },
    [media.desktop]: {
      selectors: { [`${layout.beside} > &`]: { position: 'sticky', top: vars.space.large } },
    },
  },
});

export const noteForm = style({ display: 'grid', gap: vars.space.xsmall, justifyItems: 'start' });

/** The plain gift forms (no JavaScript): one text button per gift. */
export const giftForms = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const giftFormButton = style({
  font: 'inherit',
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});
