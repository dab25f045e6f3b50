import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Over a product card's image, at its top end corner. */
export const overlay = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
  zIndex: 2,
  display: 'block',
});

/**
 * The round heart button: a small shadowed disc over an image (`data-placement="overlay"`), a
 * bordered standard-size button in a row (`inline`).
 */
export const button = style({
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  fontSize: vars.typography.text.large.fontSize,
  cursor: 'pointer',
  selectors: {
    '&[data-placement="overlay"]': {
      inlineSize: vars.control.height.small,
      blockSize: vars.control.height.small,
      border: 0,
      boxShadow: vars.shadow.small,
    },
    '&[data-placement="inline"]': {
      inlineSize: vars.control.height.standard,
      blockSize: vars.control.height.standard,
      border: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
    },
    '&[aria-pressed="true"]': { color: vars.color.foreground.promote },
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: `calc(${vars.control.borderWidth} * 2)`,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(${vars.control.borderWidth} * 2)`,
    },
  },
});

// The heart fills from the pressed state, so a page that learns the list after hydration only
// sets `aria-pressed`.
globalStyle(`${button}[aria-pressed="true"] svg`, { fill: 'currentColor' });
