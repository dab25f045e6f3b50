/** The thank-you page's own pieces: the order's progress steps. Tokens only. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

export const progress = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
  gap: vars.space.small,
});

export const step = style({
  borderTop: `4px solid ${vars.color.border.neutralLight}`,
  paddingTop: vars.space.xsmall,
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.small.fontSize,
  selectors: {
    '&[data-state="done"], &[data-state="current"]': { borderTopColor: vars.color.border.brandAccent },
    '&[data-state="current"]': {
      color: vars.color.foreground.neutral,
      fontWeight: vars.typography.fontWeight.strong,
    },
  },
});
