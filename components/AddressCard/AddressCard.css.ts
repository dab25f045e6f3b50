import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The bordered card shared by the account's address and saved-card lists. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  borderRadius: vars.radius.card,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  selectors: { '&[data-default]': { borderColor: vars.color.border.brandAccent } },
});

export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  alignItems: 'flex-start',
});

export const lines = style({ fontStyle: 'normal', margin: 0, display: 'flex', flexDirection: 'column' });

export const name = style({ fontWeight: vars.typography.fontWeight.strong });

export const badge = style({
  flexShrink: 0,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.standard,
  background: vars.color.background.neutralSoft,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});
