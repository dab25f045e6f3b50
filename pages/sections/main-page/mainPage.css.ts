import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

/*
 * One class for the whole section, the rest by element and data attribute: a section shown on
 * demand ships its class-name map with every page (scripts/lib/chunking.ts), so it stays one name.
 */
export const page = style({});

globalStyle(`${page} form`, { display: 'grid', gap: vars.space.medium, maxWidth: vars.layout.narrowWidth });

globalStyle(`${page} [data-field]`, {
  display: 'grid',
  gap: vars.space.xsmall,
  fontSize: vars.typography.text.small.fontSize,
  fontWeight: vars.typography.fontWeight.medium,
});

globalStyle(`${page} textarea`, {
  boxSizing: 'border-box',
  width: '100%',
  minBlockSize: '8rem',
  padding: vars.space.medium,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  fontSize: vars.typography.text.standard.fontSize,
  fontWeight: vars.typography.fontWeight.regular,
  resize: 'vertical',
});
globalStyle(`${page} textarea:hover`, { borderColor: vars.color.border.fieldHover });
globalStyle(`${page} textarea:focus-visible`, {
  outline: 'none',
  borderColor: vars.color.border.focus,
  boxShadow: `0 0 0 ${vars.control.borderWidth} ${vars.color.border.focus}`,
});
globalStyle(`${page} textarea[aria-invalid="true"]`, { borderColor: vars.color.border.critical });

globalStyle(`${page} [data-error]`, {
  color: vars.color.foreground.critical,
  fontSize: vars.typography.text.xsmall.fontSize,
  fontWeight: vars.typography.fontWeight.regular,
});

globalStyle(`${page} [role="status"]`, {
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.field,
  background: vars.color.background.neutralSoft,
});

globalStyle(`${page} [data-faq]`, {
  display: 'grid',
  borderTop: `1px solid ${vars.color.border.neutralLight}`,
});
globalStyle(`${page} details`, { borderBottom: `1px solid ${vars.color.border.neutralLight}` });
globalStyle(`${page} summary`, {
  cursor: 'pointer',
  paddingBlock: vars.space.medium,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.text.large.fontSize,
});
globalStyle(`${page} summary:focus-visible`, {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});
globalStyle(`${page} details > div`, { paddingBlockEnd: vars.space.medium });

globalStyle(`${page} [data-list]`, {
  display: 'grid',
  gap: vars.space.small,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
globalStyle(`${page} [data-list] a`, { color: 'inherit', textDecoration: 'underline' });
