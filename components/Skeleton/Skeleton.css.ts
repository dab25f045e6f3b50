import { createVar, fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const bone = style({
  display: 'block',
  backgroundColor: vars.color.background.neutralSoft,
  borderRadius: vars.radius.small,
  animation: `${pulse} 1.6s ${vars.motion.easing} infinite`,
  '@media': {
    // Reduced motion: a still placeholder says "loading" just as well.
    [media.reducedMotion]: { animation: 'none' },
  },
});

/** Width / height ratio of a block skeleton. */
export const ratio = createVar();

export const block = style({
  inlineSize: '100%',
  borderRadius: vars.radius.card,
  aspectRatio: fallbackVar(ratio, '1'),
});

export const lines = style({ display: 'block' });

export const line = style({
  blockSize: '0.8em',
  marginBlock: '0.35em',
  selectors: { '&:last-child:not(:first-child)': { inlineSize: '60%' } },
});

export const textSize = styleVariants(vars.typography.text, (step) => ({ fontSize: step.fontSize }));

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: '100%',
});

// The product images are 4:5 (server/media), so a card skeleton is the card's size.
export const cardMedia = style({ vars: { [ratio]: '4 / 5' } });
