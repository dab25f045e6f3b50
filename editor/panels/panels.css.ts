import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

const body = {
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  color: vars.color.foreground.neutral,
};

export const choiceGroup = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const choice = style({
  ...body,
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'flex-start',
  padding: vars.space.xsmall,
  border: `${vars.control.borderWidth} solid ${vars.color.border.neutral}`,
  borderRadius: vars.radius.standard,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.border.focus,
      boxShadow: `inset 3px 0 0 ${vars.color.border.focus}`,
    },
  },
});

export const choiceTitle = style({ display: 'block', fontWeight: vars.typography.fontWeight.strong });
export const choiceText = style({ display: 'block', color: vars.color.foreground.secondary });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.small,
});

export const row = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});

export const grow = style({ flex: 1, minWidth: '160px' });

export const versionRow = style({
  ...body,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border.neutralLight}`,
});

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
