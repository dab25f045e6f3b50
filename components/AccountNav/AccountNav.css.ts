import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { focusRing } from '../private/focusRing.css';

export const root = style({ fontFamily: vars.typography.fontFamily.body });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  '@media': { [media.desktop]: { flexDirection: 'column', flexWrap: 'nowrap' } },
});

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.control.height.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.standard,
  color: vars.color.foreground.neutral,
  fontSize: vars.typography.text.standard.fontSize,
  textDecoration: 'none',
  background: 'none',
  border: 'none',
  cursor: 'pointer',
  fontFamily: 'inherit',
} as const;

export const link = style([
  focusRing,
  {
    ...linkBase,
    selectors: {
      '&:hover': { background: vars.color.background.neutralSoft },
      '&[aria-current="page"]': {
        background: vars.color.background.neutralSoft,
        fontWeight: vars.typography.fontWeight.strong,
      },
    },
  },
]);

export const logout = style([
  focusRing,
  {
    ...linkBase,
    textDecoration: 'underline',
    selectors: { '&:hover': { background: vars.color.background.neutralSoft } },
  },
]);
