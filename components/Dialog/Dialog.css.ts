import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { dialogWidths } from './dialogWidths';

const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const sheetUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const sheetDown = keyframes({ from: { transform: 'translateY(-100%)' }, to: { transform: 'translateY(0)' } });

export const content = style({
  // Mobile (under 768 px): a full-width sheet from one edge (see `placement`).
  insetInline: 0,
  width: '100%',
  maxHeight: '92dvh',
  '@media': {
    [media.tablet]: {
      insetInline: 'auto',
      insetBlockEnd: 'auto',
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      maxWidth: `calc(100vw - ${vars.layout.gutter} * 2)`,
      maxHeight: `calc(100dvh - ${vars.space.xxlarge} * 2)`,
      borderRadius: vars.radius.large,
      selectors: {
        '&[data-state="open"]': { animation: `${rise} ${vars.motion.standard} ${vars.motion.easing}` },
      },
    },
    [media.reducedMotion]: { animation: 'none !important' },
  },
});

/** Mobile only: which edge the sheet sits on. Search belongs at the top, above the keyboard. */
export const placement = styleVariants({
  bottom: {
    '@media': {
      [media.mobile]: {
        insetBlockEnd: 0,
        borderStartStartRadius: vars.radius.large,
        borderStartEndRadius: vars.radius.large,
        selectors: {
          '&[data-state="open"]': { animation: `${sheetUp} ${vars.motion.standard} ${vars.motion.easing}` },
        },
      },
    },
  },
  top: {
    '@media': {
      [media.mobile]: {
        insetBlockStart: 0,
        borderEndStartRadius: vars.radius.large,
        borderEndEndRadius: vars.radius.large,
        selectors: {
          '&[data-state="open"]': { animation: `${sheetDown} ${vars.motion.standard} ${vars.motion.easing}` },
        },
      },
    },
  },
});

export const width = styleVariants(dialogWidths, (px) => ({
  '@media': { [media.tablet]: { width: `${px}px` } },
}));
