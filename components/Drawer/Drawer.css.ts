import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { drawerWidths } from './drawerWidths';

const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const content = style({
  insetBlock: 0,
  height: '100dvh',
  // Leaves a strip of backdrop on the narrowest phones so the page is still visible behind.
  maxWidth: `calc(100vw - ${vars.space.xxlarge})`,
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

/**
 * The edge a drawer comes from, in reading order: `left` is the start edge (the left on a
 * left-to-right page, the right on a right-to-left one) and `right` the end edge, so the mobile
 * menu and a drawer cart mirror with the page.
 */
export const side = styleVariants({
  left: {
    insetInlineStart: 0,
    selectors: {
      '&[data-state="open"]': { animation: `${fromLeft} ${vars.motion.standard} ${vars.motion.easing}` },
      '[dir="rtl"] &[data-state="open"]': {
        animation: `${fromRight} ${vars.motion.standard} ${vars.motion.easing}`,
      },
    },
  },
  right: {
    insetInlineEnd: 0,
    selectors: {
      '&[data-state="open"]': { animation: `${fromRight} ${vars.motion.standard} ${vars.motion.easing}` },
      '[dir="rtl"] &[data-state="open"]': {
        animation: `${fromLeft} ${vars.motion.standard} ${vars.motion.easing}`,
      },
    },
  },
});

export const width = styleVariants(drawerWidths, (px) => ({ width: `${px}px` }));
