import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

/* One class, the rest by element: a section shown on demand ships its class map with every page. */
export const look = style({
  display: 'grid',
  gap: vars.space.medium,
});

globalStyle(`${look} h2`, {
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.heading['3'].fontSize,
});

globalStyle(`${look} p`, { margin: 0, color: vars.color.foreground.secondary });

globalStyle(`${look} ul`, {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(9rem, 40%), 1fr))',
  gap: vars.space.medium,
});

globalStyle(`${look} a`, {
  display: 'grid',
  gap: vars.space.xsmall,
  color: 'inherit',
  textDecoration: 'none',
});

globalStyle(`${look} a:hover [data-title]`, { textDecoration: 'underline' });
globalStyle(`${look} a:focus-visible`, {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});

globalStyle(`${look} [data-media]`, {
  position: 'relative',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  background: vars.color.background.neutralSoft,
});

globalStyle(`${look} [data-title], ${look} [data-price]`, {
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

globalStyle(`${look} [data-price]`, { color: vars.color.foreground.secondary });
