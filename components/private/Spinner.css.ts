import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  inlineSize: '1.1em',
  blockSize: '1.1em',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderWidth: `calc(${vars.control.borderWidth} * 2)`,
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': {
    // Still shows progress, just calmer.
    [media.reducedMotion]: { animationDuration: '2s' },
  },
});
