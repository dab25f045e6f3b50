import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const base = style({
  margin: 0,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
  overflowWrap: 'break-word',
  textWrap: 'balance',
});

export const level = styleVariants(vars.typography.heading, (step) => ({
  fontSize: step.fontSize,
  lineHeight: step.lineHeight,
}));

export const align = styleVariants({
  // Reading order: `left` is the start of a line, the right edge on a right-to-left page.
  left: { textAlign: 'start' },
  center: { textAlign: 'center' },
  right: { textAlign: 'end' },
});
