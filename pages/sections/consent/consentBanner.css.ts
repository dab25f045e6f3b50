import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

/*
 * Fixed to the bottom of the viewport, above the page, below dialogs. One class, the rest by
 * element: a section shown on demand ships its class-name map with every page.
 */
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

globalStyle(`${banner} > form`, {
  display: 'grid',
  gap: vars.space.small,
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  padding: vars.space.medium,
});

globalStyle(`${banner} h2`, {
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.text.large.fontSize,
});

globalStyle(`${banner} p, ${banner} details`, { margin: 0, fontSize: vars.typography.text.small.fontSize });
globalStyle(`${banner} p a`, { color: 'inherit', textDecoration: 'underline' });

globalStyle(`${banner} [data-actions]`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

globalStyle(`${banner} summary`, { cursor: 'pointer', textDecoration: 'underline' });
globalStyle(`${banner} summary:focus-visible`, {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});

globalStyle(`${banner} fieldset`, {
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  paddingBlock: vars.space.small,
  border: 0,
});

globalStyle(`${banner} label`, { display: 'flex', gap: vars.space.small, alignItems: 'center' });
