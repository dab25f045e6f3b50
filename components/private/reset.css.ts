import { style } from '@vanilla-extract/css';

/** Removes list bullets and indents for lists used as layout (Stack, Inline). */
export const listReset = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Resets a native <button> so a component can style it from scratch. */
export const buttonReset = style({
  appearance: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
});
