import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

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

const compound = (Object.keys(tones) as Tone[]).flatMap((tone) => {
  const t = tones[tone];
  return [
    {
      variants: { variant: 'solid', tone },
      style: {
        background: t.solid,
        color: t.onSolid,
        ...hover({ background: tone === 'brandAccent' ? bg.brandAccentHover : deepen(t.solid) }),
      },
    },
    {
      variants: { variant: 'soft', tone },
      style: { background: t.soft, color: t.text, ...hover({ background: t.softHover }) },
    },
    {
      variants: { variant: 'ghost', tone },
      style: { color: t.text, borderColor: t.border, ...hover({ background: t.soft }) },
    },
    {
      variants: { variant: 'transparent', tone },
      style: { color: t.text, ...hover({ background: t.soft }) },
    },
  ] as const;
});

export const root = recipe({
  base: {
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
    outline: 'none',
    selectors: {
      '&:focus-visible': {
        outlineStyle: 'solid',
        outlineWidth: `calc(${vars.control.borderWidth} * 2)`,
        outlineColor: vars.color.border.focus,
        outlineOffset: `calc(${vars.control.borderWidth} * 2)`,
      },
      '&:active:not([aria-disabled="true"]):not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: { solid: {}, soft: {}, ghost: {}, transparent: {} },
    tone: { neutral: {}, brandAccent: {}, critical: {} },
    size: {
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
    },
    fullWidth: { true: { display: 'flex', width: '100%' }, false: {} },
  },
  compoundVariants: compound,
  defaultVariants: { variant: 'solid', tone: 'brandAccent', size: 'standard', fullWidth: false },
});

export type ButtonVariants = RecipeVariants<typeof root>;

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
