import { globalStyle } from '@vanilla-extract/css';
import { media } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/contract.css';
import { zIndex } from '../../../tokens/zIndex';

/*
 * The launcher: fixed in the bottom start corner (the right on a right-to-left page), clear of the
 * back-to-top control at the end edge, above the page, below dialogs and the sticky cart bar.
 * While the consent banner asks (it is fixed to the bottom too) the launcher steps aside so it
 * never covers the banner's buttons. One class, the rest by element: an on-demand section's
 * class-name map ships with every page, so there is none: the launcher is styled by its data
 * attribute.
 */
const launcher = '[data-rewards-launcher]';

globalStyle(launcher, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: '44px',
  paddingInline: vars.space.medium,
  border: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.brandAccent,
  color: vars.color.foreground.onBrandAccent,
  font: 'inherit',
  fontWeight: vars.typography.fontWeight.strong,
  boxShadow: vars.shadow.medium,
  cursor: 'pointer',
});
globalStyle(`${launcher}:focus-visible`, {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});

// The section's frame is what is fixed: the frame itself is in the viewport, so the section
// hydrates at once instead of waiting for the shopper to scroll to the end of the page.
globalStyle('[data-section-type="rewards"]', {
  position: 'fixed',
  insetInlineStart: vars.space.medium,
  insetBlockEnd: vars.space.medium,
  zIndex: zIndex.sticky - 1,
});
globalStyle('body:has([data-consent]) [data-section-type="rewards"]', { display: 'none' });

globalStyle(`${launcher} svg`, { inlineSize: '20px', blockSize: '20px', flexShrink: 0 });

// On a phone the launcher is a round icon button (its words stay its accessible name), so it
// covers as little of the page as a back-to-top control does.
globalStyle(`${launcher} [data-rewards-label]`, {
  '@media': {
    [media.mobile]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(launcher, {
  '@media': { [media.mobile]: { paddingInline: 0, justifyContent: 'center', minInlineSize: '44px' } },
});
