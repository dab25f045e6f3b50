import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  blockSize: '100%',
});

export const toolbar = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const stage = style({
  position: 'relative',
  flex: 1,
  minBlockSize: '480px',
  overflow: 'hidden',
  background: vars.color.background.neutralSoft,
  borderRadius: vars.radius.standard,
  display: 'flex',
  justifyContent: 'center',
});

export const frame = style({
  border: 0,
  background: '#fff',
  transformOrigin: 'top left',
  position: 'absolute',
  insetBlockStart: 0,
});

export const phone = style({
  boxShadow: `0 0 0 1px ${vars.color.border.neutral}`,
});
