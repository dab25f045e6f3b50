import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

export const form = style({ display: 'grid', gap: vars.space.medium, maxWidth: vars.layout.narrowWidth });

export const textareaLabel = style({
  display: 'grid',
  gap: vars.space.xsmall,
  fontSize: vars.typography.text.small.fontSize,
  fontWeight: vars.typography.fontWeight.medium,
});

export const textarea = style({
  boxSizing: 'border-box',
  width: '100%',
  minBlockSize: '8rem',
  padding: vars.space.medium,
  border: `${vars.control.borderWidth} solid ${vars.color.border.field}`,
  borderRadius: vars.radius.field,
  background: vars.color.background.surface,
  color: vars.color.foreground.neutral,
  font: 'inherit',
  fontSize: vars.typography.text.standard.fontSize,
  fontWeight: vars.typography.fontWeight.regular,
  resize: 'vertical',
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

export const error = style({
  color: vars.color.foreground.critical,
  fontSize: vars.typography.text.xsmall.fontSize,
  fontWeight: vars.typography.fontWeight.regular,
});

export const status = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.field,
  background: vars.color.background.neutralSoft,
});

export const faq = style({ display: 'grid', borderTop: `1px solid ${vars.color.border.neutralLight}` });

export const faqItem = style({ borderBottom: `1px solid ${vars.color.border.neutralLight}` });

export const faqQuestion = style({
  cursor: 'pointer',
  paddingBlock: vars.space.medium,
  fontFamily: vars.typography.fontFamily.heading,
  fontWeight: vars.typography.fontWeight.heading,
  fontSize: vars.typography.text.large.fontSize,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const faqAnswer = style({ paddingBlockEnd: vars.space.medium });

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const link = style({ color: 'inherit', textDecoration: 'underline' });
