import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';
import { zIndex } from '../../../tokens/zIndex';

/** The panel's styles: they come with its lazy chunk, never with the page. */

export const balance = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.card,
  background: vars.color.background.brandAccentSoft,
  textAlign: 'center',
});

export const balanceNumber = style({
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.heading['1'].fontSize,
  lineHeight: vars.typography.heading['1'].lineHeight,
  fontWeight: vars.typography.fontWeight.heading,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const earnItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.background.neutralSoft,
});

export const campaign = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.radius.standard,
});

export const campaignText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const code = style({
  display: 'block',
  padding: vars.space.small,
  border: `2px dashed ${vars.color.border.brandAccent}`,
  borderRadius: vars.radius.standard,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.typography.text.large.fontSize,
  letterSpacing: '0.08em',
  textAlign: 'center',
  userSelect: 'all',
  direction: 'ltr',
});

/** The redeem error, shown like a toast: over the dialog's foot, above the modal layer. */
export const toast = style({
  position: 'fixed',
  insetInline: vars.space.medium,
  insetBlockEnd: vars.space.medium,
  zIndex: zIndex.toast,
  maxInlineSize: '440px',
  marginInline: 'auto',
  boxShadow: vars.shadow.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
});
