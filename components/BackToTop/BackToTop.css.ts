import { keyframes, style } from '@vanilla-extract/css';
import { BACK_TO_TOP_BOTTOM, BACK_TO_TOP_RIGHT } from '../../lib/nav/backToTop';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { zIndex } from '../../tokens/zIndex';
import { focusRing } from '../private/focusRing.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const root = style([
  focusRing,
  {
    position: 'fixed',
    // Right 50, bottom 150 — the end edge, so the left on a right-to-left page.
    insetInlineEnd: `${BACK_TO_TOP_RIGHT}px`,
    bottom: `${BACK_TO_TOP_BOTTOM}px`,
    zIndex: zIndex.backToTop,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.control.height.large,
    blockSize: vars.control.height.large,
    padding: 0,
    border: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
    borderRadius: vars.radius.full,
    background: vars.color.background.surface,
    color: vars.color.foreground.neutral,
    boxShadow: vars.shadow.medium,
    cursor: 'pointer',
    animation: `${appear} ${vars.motion.standard} ${vars.motion.easing}`,
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { background: vars.color.background.neutralSoft },
      '&[hidden]': { display: 'none' },
    },
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
]);
