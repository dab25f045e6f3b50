import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

export const root = style({
  position: 'relative',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

export const summary = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    cursor: 'pointer',
    listStyle: 'none',
    paddingBlock: vars.space.xsmall,
    color: vars.color.foreground.neutral,
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
  },
]);

export const chevron = style({
  display: 'inline-flex',
  transition: 'transform 0.15s',
  selectors: { 'details[open] > summary > &': { transform: 'rotate(180deg)' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.xsmall,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xsmall,
});

export const link = style([
  focusRing,
  {
    display: 'block',
    paddingBlock: vars.space.xxsmall,
    color: vars.color.foreground.secondary,
    textDecoration: 'none',
    selectors: {
      '&:hover': { color: vars.color.foreground.neutral, textDecoration: 'underline' },
      '&[aria-current="true"]': {
        color: vars.color.foreground.neutral,
        fontWeight: vars.typography.fontWeight.strong,
      },
    },
  },
]);
