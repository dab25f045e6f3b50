import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const divider = style({
  height: 0,
  border: 0,
  margin: 0,
  borderTopStyle: 'solid',
  borderTopWidth: vars.control.borderWidth,
  borderTopColor: vars.color.border.neutralLight,
  alignSelf: 'stretch',
});
