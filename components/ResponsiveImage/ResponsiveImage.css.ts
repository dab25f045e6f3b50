import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'block',
  maxInlineSize: '100%',
  blockSize: 'auto',
  // The box is reserved by width/height (aspect ratio) before the bytes arrive;
  // a soft fill keeps the reserved area from flashing white in dark themes.
  backgroundColor: vars.color.background.neutralSoft,
});

export const fit = styleVariants({
  /** Natural flow: width 100 %, height from the aspect ratio. */
  intrinsic: { inlineSize: '100%' },
  /** Fills a positioned parent (card media boxes), cropping to cover. */
  cover: { position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'cover' },
  /** Fills a positioned parent, letterboxed. */
  contain: { position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'contain' },
});
