import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  color: vars.color.foreground.neutral,
});

export const cell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
  borderBlockEnd: `1px solid ${vars.color.border.neutralLight}`,
});

export const sample = style({
  display: 'inline-block',
  minInlineSize: '1.6em',
  textAlign: 'center',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border.neutral}`,
});

export const pass = style({
  color: vars.color.foreground.positive,
  fontWeight: vars.typography.fontWeight.strong,
});
export const fail = style({
  color: vars.color.foreground.critical,
  fontWeight: vars.typography.fontWeight.strong,
});

export const details = style({ fontFamily: vars.typography.fontFamily.body });

export const summary = style({
  cursor: 'pointer',
  paddingBlock: vars.space.xxsmall,
  fontSize: vars.typography.text.standard.fontSize,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } },
});

globalStyle(`${sample}::before`, { content: '"Aa"' });
