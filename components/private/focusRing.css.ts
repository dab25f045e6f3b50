import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The ring's own declarations, for an element that shows a focused child's ring (a star's label). */
export const focusRingOutline = {
  outlineStyle: 'solid',
  outlineWidth: `calc(${vars.control.borderWidth} * 2)`,
  outlineColor: vars.color.border.focus,
  outlineOffset: `calc(${vars.control.borderWidth} * 2)`,
} as const;

/** The keyboard focus ring every interactive primitive shares. */
export const focusRing = style({
  outline: 'none',
  selectors: { '&:focus-visible': focusRingOutline },
});
