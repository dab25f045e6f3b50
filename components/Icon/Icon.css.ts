import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' });

export const size = styleVariants({
  small: { inlineSize: '0.875em', blockSize: '0.875em' },
  standard: { inlineSize: '1em', blockSize: '1em' },
  large: { inlineSize: '1.5em', blockSize: '1.5em' },
});
