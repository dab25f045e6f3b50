import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

/** One class (a section shown on demand ships its class-name map with every page). */
export const form = style({ display: 'grid', gap: vars.space.small, maxWidth: vars.layout.narrowWidth });

globalStyle(`${form} > p`, {
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.text.large.fontSize,
});

/* Field and button side by side; the button lines up with the input, below the label. */
globalStyle(`${form} > div`, {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'end',
  gap: vars.space.small,
});
