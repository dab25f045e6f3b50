import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

/** Merchant colours, validated before they get here (lib/catalog safeCssColour). */
export const textColour = createVar();
export const backgroundColour = createVar();

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const base = style([
  focusRing,
  {
    position: 'relative',
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    inlineSize: '100%',
    minBlockSize: vars.control.height.small,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.button,
    borderStyle: 'solid',
    borderWidth: vars.control.borderWidth,
    fontFamily: vars.typography.fontFamily.body,
    fontSize: vars.typography.text.small.fontSize,
    fontWeight: vars.typography.fontWeight.medium,
    textDecoration: 'none',
    transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&:hover': { opacity: 0.85 } },
  },
]);

export const variant = styleVariants({
  solid: [
    base,
    {
      color: fallbackVar(textColour, vars.color.foreground.neutralInverted),
      backgroundColor: fallbackVar(backgroundColour, vars.color.background.neutralInverted),
      borderColor: fallbackVar(backgroundColour, vars.color.background.neutralInverted),
    },
  ],
  outline: [
    base,
    {
      color: fallbackVar(textColour, vars.color.foreground.neutral),
      backgroundColor: 'transparent',
      borderColor: fallbackVar(backgroundColour, vars.color.border.neutral),
    },
  ],
  link: [
    base,
    {
      inlineSize: 'auto',
      minBlockSize: 0,
      paddingInline: 0,
      justifyContent: 'flex-start',
      borderColor: 'transparent',
      backgroundColor: 'transparent',
      color: fallbackVar(textColour, vars.color.foreground.link),
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
    },
  ],
});

export const mark = style({ fontWeight: vars.typography.fontWeight.strong, letterSpacing: '-0.01em' });
