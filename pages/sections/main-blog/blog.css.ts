import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

/*
 * One class for the blog's sections, the rest by element and data attribute: a section shown on
 * demand ships its class-name map with every page (scripts/lib/chunking.ts).
 */
export const blog = style({});

globalStyle(`${blog} li > article`, { display: 'grid', gap: vars.space.small, alignContent: 'start' });
globalStyle(`${blog} li > article a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${blog} li > article a:hover`, { textDecoration: 'underline' });

globalStyle(`${blog} img`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.field,
  background: vars.color.background.neutralSoft,
});

globalStyle(`${blog} [data-meta]`, {
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.xsmall.fontSize,
});

globalStyle(`${blog} [role="status"]`, {
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.field,
  background: vars.color.background.cautionSoft,
});

globalStyle(`${blog} nav ul`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${blog} nav a`, {
  display: 'inline-block',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.field,
  color: 'inherit',
  textDecoration: 'none',
});
globalStyle(`${blog} nav a:hover`, { background: vars.color.background.neutralSoft });
