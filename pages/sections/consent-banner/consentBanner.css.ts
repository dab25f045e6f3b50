import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

/** Fixed to the bottom of the viewport, above the page, below dialogs. */
export const banner = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 50,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  boxShadow: vars.shadow.large,
  borderTop: `1px solid ${vars.color.border.neutralLight}`,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  padding: vars.space.medium,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.text.large.fontSize,
});

export const text = style({ margin: 0, fontSize: vars.typography.text.small.fontSize });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const choose = style({ fontSize: vars.typography.text.small.fontSize });

export const summary = style({
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});

export const options = style({ display: 'grid', gap: vars.space.small, paddingBlock: vars.space.small });

export const option = style({ display: 'flex', gap: vars.space.small, alignItems: 'center' });
