import type { ReactNode } from 'react';
import { inlineVars } from '../../tokens/inlineVars';
import * as styles from './Text.css';

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = [
  'neutral',
  'secondary',
  'brandAccent',
  'critical',
  'positive',
  'caution',
  'info',
  'promote',
  'inherit',
] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps {
  /**
   * A step of the theme's text scale.
   * @default 'standard'
   */
  size?: TextSize;
  /**
   * The meaning of the text, mapped to a foreground colour by the theme.
   * @default 'neutral'
   */
  tone?: TextTone;
  /**
   * @default 'regular'
   */
  weight?: TextWeight;
  /** Text alignment. */
  align?: 'left' | 'center' | 'right';
  /** Truncates after this many lines with an ellipsis. */
  maxLines?: number;
  /**
   * The element to render.
   * @default 'span'
   */
  as?: 'span' | 'p' | 'div' | 'strong' | 'label' | 'dt' | 'dd';
  /** For `as="label"`: the id of the field it names. */
  htmlFor?: string;
  /** Gives the text an id (e.g. for `aria-describedby`). */
  id?: string;
  children: ReactNode;
}

/** Body text in the theme's typography. Always a block: place several in a Stack or Inline. */
export const Text = ({
  size = 'standard',
  tone = 'neutral',
  weight = 'regular',
  align,
  maxLines,
  as: Element = 'span',
  htmlFor,
  id,
  children,
}: TextProps) => {
  const classes = [
    styles.base,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    align ? styles.align[align] : undefined,
    maxLines ? styles.clamp : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element
      className={classes}
      htmlFor={htmlFor}
      id={id}
      style={maxLines ? inlineVars({ [styles.lineCount]: String(maxLines) }) : undefined}
    >
      {children}
    </Element>
  );
};
