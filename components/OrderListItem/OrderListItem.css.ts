import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xsmall,
  alignItems: 'center',
  paddingBlock: vars.space.medium,
  borderBlockEnd: `${vars.control.borderWidth} solid ${vars.color.border.neutralLight}`,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  color: vars.color.foreground.neutral,
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 2fr 3fr 1fr', gap: vars.space.medium } },
});

export const number = style([
  focusRing,
  {
    color: vars.color.foreground.link,
    fontWeight: vars.typography.fontWeight.strong,
    textDecoration: 'underline',
  },
]);

export const date = style({
  color: vars.color.foreground.secondary,
  fontSize: vars.typography.text.small.fontSize,
});

export const statuses = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
});

export const total = style({
  textAlign: 'end',
  fontWeight: vars.typography.fontWeight.medium,
  gridRow: 1,
  gridColumn: 2,
  '@media': { [media.tablet]: { gridRow: 'auto', gridColumn: 'auto' } },
});

export const status = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.standard,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const tone = styleVariants({
  positive: { background: vars.color.background.positiveSoft },
  caution: { background: vars.color.background.cautionSoft },
  neutral: { background: vars.color.background.neutralSoft },
  info: { background: vars.color.background.infoSoft },
});
