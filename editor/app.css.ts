import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css';

globalStyle('html, body', { margin: 0, background: vars.color.background.body });

export const signIn = style({
  minBlockSize: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.medium,
  boxSizing: 'border-box',
  background: vars.color.background.neutralSoft,
});

export const card = style({
  inlineSize: 'min(420px, 100%)',
  padding: vars.space.large,
  background: vars.color.background.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.medium,
  boxSizing: 'border-box',
});

export const shell = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  blockSize: '100vh',
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.foreground.neutral,
  '@media': { 'screen and (max-width: 1023px)': { blockSize: 'auto', minBlockSize: '100vh' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border.neutral}`,
  background: vars.color.background.surface,
});

export const barTitle = style({ flex: 1, minInlineSize: '160px' });

export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(360px, 440px) 1fr',
  minBlockSize: 0,
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: '1fr' } },
});

export const sidebar = style({
  overflowY: 'auto',
  borderInlineEnd: `1px solid ${vars.color.border.neutral}`,
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  '@media': { 'screen and (max-width: 1023px)': { overflowY: 'visible', borderInlineEnd: 0 } },
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border.neutral}`,
  position: 'sticky',
  insetBlockStart: 0,
  background: vars.color.background.surface,
  zIndex: 1,
});

export const tab = style({
  font: 'inherit',
  fontSize: vars.typography.text.small.fontSize,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  minBlockSize: '36px',
  border: `1px solid transparent`,
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.foreground.neutral,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.background.neutralInverted,
      color: vars.color.foreground.neutralInverted,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

export const panel = style({ padding: vars.space.small });

export const previewArea = style({
  padding: vars.space.small,
  minBlockSize: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': { 'screen and (max-width: 1023px)': { blockSize: '80vh' } },
});

export const notices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  paddingBlockEnd: 0,
});

export const status = style({
  fontSize: vars.typography.text.small.fontSize,
  color: vars.color.foreground.secondary,
});
