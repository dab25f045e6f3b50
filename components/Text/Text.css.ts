import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const base = style({
  display: 'block',
  margin: 0,
  fontFamily: vars.typography.fontFamily.body,
  overflowWrap: 'break-word',
});

export const size = styleVariants(vars.typography.text, (step) => ({
  fontSize: step.fontSize,
  lineHeight: step.lineHeight,
}));

export const tone = styleVariants({
  neutral: { color: vars.color.foreground.neutral },
  secondary: { color: vars.color.foreground.secondary },
  brandAccent: { color: vars.color.foreground.brandAccent },
  critical: { color: vars.color.foreground.critical },
  positive: { color: vars.color.foreground.positive },
  caution: { color: vars.color.foreground.caution },
  info: { color: vars.color.foreground.info },
  promote: { color: vars.color.foreground.promote },
  /** Inherits the colour of its container (text inside buttons, badges, inverted bars). */
  inherit: { color: 'inherit' },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.typography.fontWeight.regular },
  medium: { fontWeight: vars.typography.fontWeight.medium },
  strong: { fontWeight: vars.typography.fontWeight.strong },
});

export const align = styleVariants({
  // Reading order: `left` is the start of a line, the right edge on a right-to-left page.
  left: { textAlign: 'start' },
  center: { textAlign: 'center' },
  right: { textAlign: 'end' },
});

export const lineCount = createVar();

/** Clamps to `lineCount` lines with an ellipsis (card titles clamp to 2 lines). */
export const clamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lineCount,
  overflow: 'hidden',
});
