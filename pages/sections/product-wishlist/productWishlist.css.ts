import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

/** The heart and its caption in one row. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.neutral,
});
