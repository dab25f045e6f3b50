/**
 * Layout of the checkout (form column + order summary) and the few form controls the design system
 * has no component for yet (select, radio options). Tokens only; the select frame follows
 * TextField's so fields line up.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../../tokens/breakpoints';
import { vars } from '../../../tokens/contract.css';

const focusRing = { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 } as const;

// ─── Page layout ────────────────────────────────────────────────────────────────────────────

const gridBase = style({
  display: 'grid',
  // One column that may shrink below its content's width: a long line must wrap, not widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.xxlarge },
  },
});

/** Form and summary side by side from 768 px; `start` puts the summary first (theme setting). */
export const grid = styleVariants({
  end: [gridBase],
  start: [
    gridBase,
    { '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } } },
  ],
});

export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  minWidth: 0,
});

/** The summary column beside the form (tablet and up). */
export const aside = style({
  display: 'none',
  '@media': {
    [media.tablet]: {
      display: 'block',
      position: 'sticky',
      top: vars.space.large,
      padding: vars.space.large,
      borderRadius: vars.radius.card,
      border: `1px solid ${vars.color.border.neutralLight}`,
      selectors: { [`${grid.start} > &`]: { order: -1 } },
    },
  },
});

/** The collapsible summary above the form on phones. */
export const mobileSummary = style({
  borderBlock: `1px solid ${vars.color.border.neutralLight}`,
  '@media': { [media.tablet]: { display: 'none' } },
});

export const mobileSummaryToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  cursor: 'pointer',
  listStyle: 'none',
  color: vars.color.foreground.link,
  fontSize: vars.typography.text.standard.fontSize,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const mobileSummaryTotal = style({
  color: vars.color.foreground.neutral,
  fontWeight: vars.typography.fontWeight.strong,
});

export const toggleLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const whenClosed = style({ selectors: { 'details[open] &': { display: 'none' } } });

export const whenOpen = style({ selectors: { 'details:not([open]) &': { display: 'none' } } });

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { 'details[open] &': { transform: 'rotate(180deg)' } },
});

export const mobileSummaryBody = style({ paddingBlockEnd: vars.space.medium });

// ─── Breadcrumb ─────────────────────────────────────────────────────────────────────────────

export const breadcrumb = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const crumbLink = style({
  color: vars.color.foreground.link,
  selectors: { '&:hover': { color: vars.color.foreground.linkHover }, '&:focus-visible': focusRing },
});

export const crumbCurrent = style({
  color: vars.color.foreground.neutral,
  fontWeight: vars.typography.fontWeight.strong,
});

export const crumbLater = style({ color: vars.color.foreground.secondary });

export const crumbSeparator = style({ color: vars.color.foreground.secondary });

// ─── Forms ──────────────────────────────────────────────────────────────────────────────────

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xlarge });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.medium,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  textTransform: vars.typography.headingTransform as 'none',
  letterSpacing: vars.typography.headingLetterSpacing,
});

export const row = styleVariants({ 2: {}, 3: {} }, (_, count) => ({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } },
}));

export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.typography.fontFamily.body,
});

export const fieldLabel = style({
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
});

export const select = style({
  boxSizing: 'border-box',
  width: '100%',
  minBlockSize: vars.control.height.standard,
  margin: 0,
  paddingInline: vars.space.medium,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  fontSize: vars.typography.text.standard.fontSize,
  selectors: {
    '&:hover': { borderColor: vars.color.border.fieldHover },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 ${vars.control.borderWidth} ${vars.color.border.focus}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.border.critical },
  },
});

export const fieldError = style({
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.critical,
});

// ─── Radio options (shipping methods, payment methods) ──────────────────────────────────────

export const options = style({
  border: `1px solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
});

export const optionsInvalid = style({ borderColor: vars.color.border.critical });

export const option = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.neutralLight}` } },
});

export const optionLabel = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  cursor: 'pointer',
  selectors: {
    [`${option}:has(input:checked) > &`]: { background: vars.color.background.brandAccentSoft },
  },
});

export const radio = style({
  margin: 0,
  inlineSize: vars.space.large,
  blockSize: vars.space.large,
  accentColor: vars.color.background.brandAccent,
  selectors: { '&:focus-visible': focusRing },
});

export const optionText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

/** Shown only under the chosen option; CSS alone, so it works without JavaScript. */
export const optionPanel = style({
  display: 'none',
  padding: vars.space.medium,
  background: vars.color.background.neutralSoft,
  borderTop: `1px solid ${vars.color.border.neutralLight}`,
  selectors: { [`${option}:has(> label input:checked) > &`]: { display: 'grid', gap: vars.space.medium } },
});

// ─── Recap of earlier steps ─────────────────────────────────────────────────────────────────

export const recap = style({
  margin: 0,
  border: `1px solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.card,
  paddingInline: vars.space.medium,
});

export const recapRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  paddingBlock: vars.space.medium,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.neutralLight}` } },
  '@media': { [media.tablet]: { gridTemplateColumns: '7rem minmax(0, 1fr) auto' } },
});

export const recapTerm = style({ color: vars.color.foreground.secondary });

export const recapValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  gridColumn: '1 / 2',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});

export const recapChange = style({
  gridRow: '1 / span 2',
  gridColumn: '2 / 3',
  alignSelf: 'center',
  '@media': { [media.tablet]: { gridRow: 'auto', gridColumn: 'auto' } },
});

// ─── Actions, notices ───────────────────────────────────────────────────────────────────────

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'stretch',
  gap: vars.space.medium,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const backLink = style({
  color: vars.color.foreground.link,
  textAlign: 'center',
  selectors: { '&:hover': { color: vars.color.foreground.linkHover }, '&:focus-visible': focusRing },
});

export const errorSummary = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.control.borderWidth} solid ${vars.color.border.critical}`,
  borderRadius: vars.radius.card,
  background: vars.color.background.criticalSoft,
  color: vars.color.foreground.neutral,
  selectors: { '&:focus-visible': focusRing },
});

export const errorSummaryList = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const errorSummaryLink = style({
  color: vars.color.foreground.critical,
  selectors: { '&:focus-visible': focusRing },
});

export const expressPay = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.radius.card,
  textAlign: 'center',
});

// ─── Order summary ──────────────────────────────────────────────────────────────────────────

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const thumb = style({
  position: 'relative',
  inlineSize: vars.control.height.large,
  blockSize: vars.control.height.large,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border.neutralLight}`,
  background: vars.color.background.surface,
});

/** Clips the image to the rounded box while the quantity badge overflows its corner. */
export const thumbFrame = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.small,
});

export const quantityBadge = style({
  position: 'absolute',
  insetBlockStart: `calc(${vars.space.xsmall} * -1)`,
  insetInlineEnd: `calc(${vars.space.xsmall} * -1)`,
  minInlineSize: vars.space.large,
  blockSize: vars.space.large,
  paddingInline: vars.space.xxsmall,
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.background.neutralInverted,
  color: vars.color.foreground.neutralInverted,
  fontSize: vars.typography.text.xsmall.fontSize,
  lineHeight: 1,
});

export const lineText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const lineAmount = style({ display: 'grid', justifyItems: 'end', textAlign: 'end' });

export const struck = style({
  textDecoration: 'line-through',
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.small.fontSize,
});

export const totals = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.small,
  paddingBlockStart: vars.space.medium,
  borderTop: `1px solid ${vars.color.border.neutralLight}`,
});

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
});

export const totalValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const grandTotal = style({
  paddingBlockStart: vars.space.small,
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
  fontWeight: vars.typography.fontWeight.strong,
});

export const currencyCode = style({
  marginInlineEnd: vars.space.xsmall,
  fontSize: vars.typography.text.xsmall.fontSize,
  fontWeight: vars.typography.fontWeight.regular,
  color: vars.color.foreground.secondary,
});

/**
 * The checkout's currency note: shown only while prices show in a currency other than the store's
 * (pages/currency/converter.ts sets `data-pricetype`).
 */
export const currencyNote = style({
  display: 'none',
  margin: 0,
  marginBlockStart: vars.space.small,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.secondary,
  selectors: { ':root[data-pricetype] &': { display: 'block' } },
});

export const discountValue = style({ color: vars.color.foreground.positive });

/** The thank-you page's summary: under the details on phones, beside them from 768 px. */
export const orderAside = style({
  padding: vars.space.large,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border.neutralLight}`,
  '@media': { [media.tablet]: { position: 'sticky', top: vars.space.large } },
});

/** A checkbox with its label (save the card). */
export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.control.height.small,
  color: vars.color.foreground.neutral,
});
