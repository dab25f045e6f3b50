import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The keyboard focus ring every interactive primitive shares. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: `calc(${vars.control.borderWidth} * 2)`,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(${vars.control.borderWidth} * 2)`,
    },
  },
});
