import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/contract.css';

const focusVisible = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: 2,
} as const;

/** Filters beside the results from 768 px (sidebar), above them (top), or none. */
export const layout = styleVariants({
  sidebar: {
    display: 'grid',
    gap: vars.space.large,
    alignItems: 'start',
    '@media': {
      [media.tablet]: {
        gridTemplateColumns: `calc(${vars.space.xxxlarge} * 3.5) minmax(0, 1fr)`,
        gap: vars.space.xlarge,
      },
    },
  },
  top: { display: 'grid', gap: vars.space.large },
  none: { display: 'grid', gap: vars.space.large },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.small} ${vars.space.medium}`,
  paddingBlockEnd: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border.neutralLight}`,
});

export const toolbarEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const sortField = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const select = style({
  minBlockSize: vars.control.height.small,
  paddingInline: vars.space.small,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  fontSize: vars.typography.text.small.fontSize,
  selectors: { '&:focus-visible': focusVisible },
});

export const viewToggle = style({
  display: 'inline-flex',
  border: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.radius.field,
  overflow: 'hidden',
});

export const viewLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.control.height.small,
  blockSize: vars.control.height.small,
  color: vars.color.foreground.secondary,
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.background.neutralSoft,
      color: vars.color.foreground.neutral,
    },
    '&:hover': { color: vars.color.foreground.neutral },
    '&:focus-visible': { ...focusVisible, outlineOffset: -2 },
  },
});

/**
 * The filter panel is a disclosure on mobile ("Filter (2)") and always open from 768 px. Where
 * the browser can style a closed <details>' content (`::details-content`), the summary goes and
 * the content shows; older browsers keep the summary as the way in.
 */
export const panel = style({});
export const panelSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minBlockSize: vars.control.height.standard,
  paddingInline: vars.space.medium,
  border: `${vars.control.borderWidth} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.button,
  cursor: 'pointer',
  fontWeight: vars.typography.fontWeight.medium,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusVisible,
  },
  '@supports': {
    'selector(::details-content)': { '@media': { [media.tablet]: { display: 'none' } } },
  },
});
globalStyle(`${panel}::details-content`, {
  '@supports': {
    'selector(::details-content)': {
      '@media': { [media.tablet]: { contentVisibility: 'visible', display: 'block', blockSize: 'auto' } },
    },
  },
});

export const panelBody = style({
  display: 'grid',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.medium,
  '@media': { [media.tablet]: { paddingBlockStart: 0 } },
});

/** `top`: the groups side by side above the results. */
export const groupsTop = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(calc(12 * 1rem), 1fr))',
      alignItems: 'start',
    },
  },
});
export const groupsSidebar = style({ display: 'grid', gap: vars.space.small });

export const group = style({
  borderBlockEnd: `1px solid ${vars.color.border.neutralLight}`,
  paddingBlockEnd: vars.space.small,
});

export const groupSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minBlockSize: vars.control.height.small,
  cursor: 'pointer',
  fontWeight: vars.typography.fontWeight.medium,
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusVisible,
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { 'details[open] > summary > &': { transform: 'rotate(180deg)' } },
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const choices = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingBlockStart: vars.space.xsmall,
  maxBlockSize: `calc(${vars.space.xxxlarge} * 4)`,
  overflowY: 'auto',
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.control.height.small,
  cursor: 'pointer',
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const choiceInput = style({
  inlineSize: '1.1em',
  blockSize: '1.1em',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.background.brandAccent,
  selectors: { '&:focus-visible': focusVisible },
});

export const count = style({ color: vars.color.foreground.secondary });

export const priceRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.small,
  paddingBlockStart: vars.space.xsmall,
});

export const priceLabel = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  fontSize: vars.typography.text.small.fontSize,
  color: vars.color.foreground.secondary,
});

export const priceInput = style({
  inlineSize: '100%',
  minBlockSize: vars.control.height.small,
  paddingInline: vars.space.xsmall,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  selectors: { '&:focus-visible': focusVisible },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.control.height.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.background.neutralSoft,
  color: vars.color.foreground.neutral,
  fontSize: vars.typography.text.small.fontSize,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'line-through' },
    '&:focus-visible': focusVisible,
  },
});

export const clearLink = style({
  color: 'inherit',
  fontSize: vars.typography.text.small.fontSize,
  selectors: { '&:focus-visible': focusVisible },
});

/** Results fade while the next filtered list loads (the count is announced when it lands). */
export const results = style({
  display: 'grid',
  gap: vars.space.large,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
});
