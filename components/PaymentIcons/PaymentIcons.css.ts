import { style } from '@vanilla-extract/css';
import { PAYMENT_ICON_WIDTH } from '../../lib/nav/paymentIcons';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

/** Each icon is 48 px wide; the 48:30 card ratio is a house choice. */
const iconWidth = `${PAYMENT_ICON_WIDTH}px`;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexWrap: 'wrap',
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({ display: 'block', inlineSize: iconWidth, aspectRatio: '48 / 30', lineHeight: 0 });

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'contain' });

export const more = style([
  focusRing,
  {
    inlineSize: iconWidth,
    aspectRatio: '48 / 30',
    padding: 0,
    border: `${vars.control.borderWidth} solid ${vars.color.border.neutral}`,
    borderRadius: vars.radius.small,
    background: vars.color.background.surface,
    color: vars.color.foreground.neutral,
    font: 'inherit',
    fontSize: vars.typography.text.small.fontSize,
    fontWeight: vars.typography.fontWeight.strong,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.background.neutralSoft } },
  },
]);
