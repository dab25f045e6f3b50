import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export const headingLevels = ['1', '2', '3', '4'] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  /** The visual step of the heading scale; also picks the element (`h1`…`h4`) unless `as` is given. */
  level: HeadingLevel;
  /** Renders another element when the document outline needs a different level than the look. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span';
  /** Text alignment. */
  align?: 'left' | 'center' | 'right';
  /** Gives the heading an id (e.g. for `aria-labelledby`). */
  id?: string;
  children: ReactNode;
}

/** A heading in the theme's heading family, case and tracking. */
export const Heading = ({ level, as, align, id, children }: HeadingProps) => {
  const Element = as ?? (`h${level}` as const);
  return (
    <Element
      id={id}
      className={[styles.base, styles.level[level], align && styles.align[align]].filter(Boolean).join(' ')}
    >
      {children}
    </Element>
  );
};
