import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

export const root = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  fontFamily: vars.typography.fontFamily.body,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  borderBlockStart: `${vars.space.xxsmall} solid ${vars.color.border.neutralLight}`,
  paddingBlockStart: vars.space.xsmall,
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  selectors: {
    '&[data-state="done"], &[data-state="current"]': { borderBlockStartColor: vars.color.border.brandAccent },
    '&[data-state="current"]': {
      color: vars.color.foreground.neutral,
      fontWeight: vars.typography.fontWeight.strong,
    },
    '&[data-attention]': { borderBlockStartColor: vars.color.border.critical },
  },
});

export const note = style({
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.foreground.critical,
});
