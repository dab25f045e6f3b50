import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { zIndex } from '../../tokens/zIndex';
import { focusRing } from '../private/focusRing.css';

/** The recorded nav + notice height, reserved only when the header floats. */
export const reservedHeight = createVar();

export const root = style({
  position: 'relative',
  zIndex: zIndex.header,
  selectors: { '&[data-float]': { blockSize: fallbackVar(reservedHeight, 'auto') } },
});

export const bar = style({
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
  borderBlockEnd: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
});

export const floating = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: zIndex.header,
  transition: `transform ${vars.motion.standard} ${vars.motion.easing}`,
  selectors: { '&[data-hidden="true"]': { transform: 'translateY(-100%)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const notice = style({
  background: vars.color.background.neutralInverted,
  color: vars.color.foreground.neutralInverted,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  textAlign: 'center',
  paddingBlock: vars.space.small,
  paddingInline: vars.layout.gutter,
});

export const nav = style({});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  boxSizing: 'border-box',
  maxInlineSize: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  minBlockSize: `calc(${vars.control.height.standard} + ${vars.space.small} * 2)`,
  '@media': {
    [media.tablet]: { minBlockSize: `calc(${vars.control.height.large} + ${vars.space.medium} * 2)` },
  },
});

/**
 * `centered` (from 768 px): the name in the middle of the top row between an empty start and the
 * actions, the menu centred in a row of its own below.
 */
export const layout = styleVariants({
  inline: {},
  centered: {
    '@media': {
      [media.tablet]: {
        display: 'grid',
        gridTemplateColumns: '1fr auto 1fr',
        gridTemplateAreas: '"start logo actions" "menu menu menu"',
        rowGap: 0,
        paddingBlockStart: vars.space.small,
      },
    },
  },
});

export const mobileOnly = style({
  display: 'flex',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const desktopOnly = style({
  display: 'none',
  '@media': {
    [media.tablet]: {
      display: 'flex',
      flex: 1,
      minWidth: 0,
      selectors: { [`${layout.centered} > &`]: { gridArea: 'menu', paddingBlock: vars.space.xsmall } },
    },
  },
});

export const desktopOnlyInline = style({
  display: 'none !important',
  '@media': { [media.tablet]: { display: 'inline-flex !important' } },
});

export const logo = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    color: vars.color.foreground.neutral,
    textDecoration: 'none',
    // The store's name keeps its own direction: "Vitrine Supply Co." on a Hebrew page ends with its dot.
    unicodeBidi: 'plaintext',
    fontFamily: vars.typography.fontFamily.heading,
    fontWeight: vars.typography.fontWeight.heading,
    fontSize: vars.typography.heading['4'].fontSize,
    lineHeight: vars.typography.heading['4'].lineHeight,
    textTransform: vars.typography.headingTransform as 'none',
    letterSpacing: vars.typography.headingLetterSpacing,
    selectors: { [`${layout.centered} > &`]: { gridArea: 'logo', justifySelf: 'center' } },
    '@media': {
      // Mobile: the logo sits centred between the menu button and the actions; a name too long
      // for one line wraps onto a second, balanced, rather than being cut ('safe' centring never
      // pushes content out on both sides).
      [media.mobile]: {
        flex: 1,
        minWidth: 0,
        justifyContent: 'safe center',
        textAlign: 'center',
        fontSize: vars.typography.text.large.fontSize,
        lineHeight: vars.typography.text.standard.lineHeight,
      },
    },
  },
]);

/** The store name in type; on mobile at most the width left beside the buttons, wrapping whole. */
export const logoText = style({
  '@media': {
    [media.mobile]: { minWidth: 0, textWrap: 'balance', overflowWrap: 'anywhere' },
  },
});

export const logoImage = style({
  display: 'block',
  blockSize: vars.control.height.standard,
  inlineSize: 'auto',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
  marginInlineStart: 'auto',
  '@media': {
    [media.tablet]: {
      selectors: { [`${layout.centered} > &`]: { gridArea: 'actions', justifySelf: 'end' } },
    },
  },
});

export const iconButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.control.height.standard,
    blockSize: vars.control.height.standard,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.foreground.neutral,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: { '&:hover': { background: vars.color.background.neutralSoft } },
  },
]);

export const desktopNav = style({ flex: 1, minWidth: 0 });

export const topList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  columnGap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const topItem = style({ position: 'relative' });

export const topLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minBlockSize: vars.control.height.small,
    paddingInline: vars.space.small,
    border: 0,
    borderRadius: vars.radius.small,
    background: 'transparent',
    color: vars.color.foreground.neutral,
    font: 'inherit',
    fontSize: vars.typography.text.standard.fontSize,
    fontWeight: vars.typography.fontWeight.medium,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.foreground.brandAccent },
      '&[aria-current="page"], &[data-active]': {
        textDecoration: 'underline',
        textUnderlineOffset: '0.35em',
        textDecorationThickness: vars.control.borderWidth,
      },
      '&[aria-expanded="true"]': { color: vars.color.foreground.brandAccent },
    },
  },
]);

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-open="true"]': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const dropdown = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.small})`,
  insetInlineStart: 0,
  zIndex: zIndex.dropdown,
  minInlineSize: '14rem',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.background.surface,
  border: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&[data-grouped]': { minInlineSize: '32rem' },
  },
});

export const dropdownList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const dropdownGroups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.large,
});

export const dropdownItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const dropdownLink = style([
  focusRing,
  {
    color: vars.color.foreground.neutral,
    textDecoration: 'none',
    fontSize: vars.typography.text.standard.fontSize,
    lineHeight: vars.typography.text.standard.lineHeight,
    selectors: {
      '&:hover': { color: vars.color.foreground.brandAccent, textDecoration: 'underline' },
      '&[aria-current="page"]': { fontWeight: vars.typography.fontWeight.strong },
    },
  },
]);

/** In a grouped dropdown the children are column headings over their own children. */
export const dropdownGroupLink = style({
  fontWeight: vars.typography.fontWeight.strong,
  marginBlockEnd: vars.space.xxsmall,
});

export const dropdownHeading = style({
  fontWeight: vars.typography.fontWeight.strong,
  fontSize: vars.typography.text.standard.fontSize,
});

export const viewAll = style([
  focusRing,
  {
    alignSelf: 'flex-start',
    color: vars.color.foreground.link,
    fontSize: vars.typography.text.small.fontSize,
    fontWeight: vars.typography.fontWeight.medium,
    selectors: { '&:hover': { color: vars.color.foreground.linkHover } },
  },
]);
