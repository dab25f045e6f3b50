import { style } from '@vanilla-extract/css';
import { media } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/contract.css';

/** Lines beside the summary on desktop, stacked on mobile. */
export const layout = style({
  display: 'grid',
  // One column that may shrink below its content's width: a long tip must wrap, not widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
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
    [media.desktop]: { position: 'sticky', top: vars.space.large },
  },
});

export const noteForm = style({ display: 'grid', gap: vars.space.xsmall, justifyItems: 'start' });
