import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { Atoms } from '../../tokens/atoms';
import { Box } from '../Box/Box';
import { listReset } from '../private/reset.css';
import * as styles from './Stack.css';

export const stackAligns = ['left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

/**
 * Every item sits in a block wrapper. With `left` the wrappers span the
 * stack, so block content (text, boxes) fills the width while inline
 * controls (buttons, steppers, badges) keep their own size; `center` and
 * `right` shrink the wrappers to their content.
 */
const alignItems = {
  left: 'stretch',
  center: 'center',
  right: 'flex-end',
} as const satisfies Record<StackAlign, Atoms['alignItems']>;

export interface StackProps {
  /** Space between items, a theme space key (responsive). */
  space: Atoms['gap'];
  /**
   * Horizontal alignment of the items.
   * @default 'left'
   */
  align?: StackAlign;
  /**
   * Draws a hairline between items.
   * @default false
   */
  dividers?: boolean;
  /**
   * The element to render; `ul`/`ol` make each item a list item.
   * @default 'div'
   */
  as?: 'div' | 'section' | 'ul' | 'ol';
  children: ReactNode;
}

/** Flattens fragments so `dividers` and list items see the real children. */
const flatten = (children: ReactNode): ReactNode[] =>
  Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
      ? flatten(child.props.children)
      : [child],
  );

/** Items laid out vertically with even space between them. */
export const Stack = ({ space, align = 'left', dividers = false, as = 'div', children }: StackProps) => {
  const isList = as === 'ul' || as === 'ol';
  const items = flatten(children);
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignItems[align]}
      className={isList ? listReset : undefined}
    >
      {items.map((item, index) => {
        const key = isValidElement(item) && item.key !== null ? item.key : index;
        const divider = dividers && index > 0 ? <hr aria-hidden className={styles.divider} /> : null;
        if (isList) {
          // A list may only hold <li>, so the divider goes inside the item.
          return (
            <Box as="li" key={key} display="flex" flexDirection="column" gap={space}>
              {divider}
              <div>{item}</div>
            </Box>
          );
        }
        return (
          <Fragment key={key}>
            {divider}
            <div>{item}</div>
          </Fragment>
        );
      })}
    </Box>
  );
};
