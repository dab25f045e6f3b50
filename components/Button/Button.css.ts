import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

const { foreground: fg, background: bg, border } = vars.color;

/** Each tone's colours; variants pick from them. */
const tones = {
  neutral: {
    solid: bg.neutralInverted,
    onSolid: fg.neutralInverted,
    text: fg.neutral,
    soft: bg.neutralSoft,
    softHover: bg.neutralSoftHover,
    border: border.neutral,
  },
  brandAccent: {
    solid: bg.brandAccent,
    onSolid: fg.onBrandAccent,
    text: fg.brandAccent,
    soft: bg.brandAccentSoft,
    softHover: bg.neutralSoftHover,
    border: border.brandAccent,
  },
  critical: {
    solid: bg.critical,
    onSolid: fg.onCritical,
    text: fg.critical,
    soft: bg.criticalSoft,
    softHover: bg.neutralSoftHover,
    border: border.critical,
  },
} as const;

type Tone = keyof typeof tones;

const hover = (rule: Record<string, string>) => ({
  selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': rule },
});

// A darker shade of any solid colour, so themes need not define a hover token per tone.
const deepen = (colour: string) => `color-mix(in srgb, ${colour} 84%, black)`;

/**
 * Each variant in each tone: its own class, as a recipe's compound variants would be, in the same
 * place in the stylesheet (after the base and the sizes). Plain classes rather than a recipe:
 * recipes' runtime and its tables cost every page 0.9 KB of JavaScript for this one component, where picking a class by key is all it takes (`buttonClassName.ts`).
 */
// Each hover repeats its look's text colour: a button drawn as a link would otherwise take the
// global `a:hover` link colour, which is not checked against the button's background.
const looks = (t: (typeof tones)[Tone], tone: Tone) => ({
  solid: {
    background: t.solid,
    color: t.onSolid,
    ...hover({
      background: tone === 'brandAccent' ? bg.brandAccentHover : deepen(t.solid),
      color: t.onSolid,
    }),
  },
  soft: { background: t.soft, color: t.text, ...hover({ background: t.softHover, color: t.text }) },
  ghost: { color: t.text, borderColor: t.border, ...hover({ background: t.soft, color: t.text }) },
  transparent: { color: t.text, ...hover({ background: t.soft, color: t.text }) },
});

export const root = style([
  focusRing,
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    boxSizing: 'border-box',
    margin: 0,
    borderStyle: 'solid',
    borderWidth: vars.control.borderWidth,
    borderColor: 'transparent',
    borderRadius: vars.radius.button,
    background: 'transparent',
    fontFamily: vars.typography.fontFamily.body,
    fontWeight: vars.typography.fontWeight.medium,
    textTransform: vars.typography.buttonTransform as 'none',
    letterSpacing: vars.typography.buttonLetterSpacing,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:active:not([aria-disabled="true"]):not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
]);

export const size = styleVariants({
  small: {
    minHeight: vars.control.height.small,
    paddingInline: vars.space.small,
    fontSize: vars.typography.text.small.fontSize,
  },
  standard: {
    minHeight: vars.control.height.standard,
    paddingInline: vars.space.large,
    fontSize: vars.typography.text.standard.fontSize,
  },
  large: {
    minHeight: vars.control.height.large,
    paddingInline: vars.space.xlarge,
    fontSize: vars.typography.text.large.fontSize,
  },
});

export const fullWidth = style({ display: 'flex', width: '100%' });

export const look = {
  neutral: styleVariants(looks(tones.neutral, 'neutral')),
  brandAccent: styleVariants(looks(tones.brandAccent, 'brandAccent')),
  critical: styleVariants(looks(tones.critical, 'critical')),
};

/**
 * The label keeps its width while the spinner shows, so the button does not
 * jump; it is made transparent rather than hidden so it stays the button's
 * accessible name.
 */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  selectors: { '[aria-busy="true"] > &': { opacity: 0 } },
});

export const icon = style({ display: 'inline-flex', fontSize: '1.15em' });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
