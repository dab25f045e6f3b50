import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const menu = style({ listStyle: 'none', margin: 0, padding: 0 });

export const submenu = style({
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  marginInlineStart: vars.space.small,
  marginBlockEnd: vars.space.small,
});

export const menuItem = style({});

export const menuRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

const row = {
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.control.height.standard,
  paddingBlock: vars.space.xsmall,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  textDecoration: 'none',
} as const;

export const menuLink = style([
  focusRing,
  {
    ...row,
    flex: 1,
    minWidth: 0,
    selectors: {
      '&:hover': { color: vars.color.foreground.brandAccent },
      '&[aria-current="page"]': {
        fontWeight: vars.typography.fontWeight.strong,
        color: vars.color.foreground.brandAccent,
      },
    },
  },
]);

export const menuToggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: vars.control.height.standard,
    blockSize: vars.control.height.standard,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.standard,
    background: 'transparent',
    color: vars.color.foreground.neutral,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.background.neutralSoft } },
  },
]);

/** A null-link parent: the whole row is the disclosure button. */
export const menuToggleWide = style({
  justifyContent: 'space-between',
  inlineSize: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-open="true"]': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const accountList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const accountLink = style([
  focusRing,
  {
    ...row,
    gap: vars.space.small,
    inlineSize: '100%',
    padding: 0,
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
    textAlign: 'start',
    selectors: { '&:hover': { color: vars.color.foreground.brandAccent } },
  },
]);

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
});

export const email = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    color: vars.color.foreground.link,
    fontSize: vars.typography.text.small.fontSize,
    overflowWrap: 'anywhere',
  },
]);

export const promo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  background: vars.color.background.neutralSoft,
});

export const promoImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.card,
});

export const promoText = style({
  margin: 0,
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const promoLink = style([
  focusRing,
  {
    color: vars.color.foreground.link,
    fontWeight: vars.typography.fontWeight.medium,
    fontSize: vars.typography.text.small.fontSize,
    selectors: { '&:hover': { color: vars.color.foreground.linkHover } },
  },
]);
