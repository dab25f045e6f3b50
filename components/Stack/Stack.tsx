import { Children, Fragment, isValidElement, type ReactNode } from 'react';
import type { Sprinkles } from '../../tokens/sprinkles.css';
import { Box } from '../Box/Box';
import { listReset } from '../private/reset.css';
import * as styles from './Stack.css';

export const stackAligns = ['left', 'center', 'right', 'stretch'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  stretch: 'stretch',
} as const satisfies Record<StackAlign, Sprinkles['alignItems']>;

export interface StackProps {
  /** Space between items, a theme space key (responsive). */
  space: Sprinkles['gap'];
  /**
   * Horizontal alignment of the items.
   * @default 'stretch'
   */
  align?: StackAlign;
  /**
   * Draws a hairline between items.
   * @default false
   */
  dividers?: boolean;
  /**
   * The element to render; use `ul`/`ol` for lists (items are then wrapped in `li`).
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
export const Stack = ({ space, align = 'stretch', dividers = false, as = 'div', children }: StackProps) => {
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
            <Box
              as="li"
              key={key}
              display="flex"
              flexDirection="column"
              gap={space}
              alignItems={alignItems[align]}
            >
              {divider}
              {item}
            </Box>
          );
        }
        return (
          <Fragment key={key}>
            {divider}
            {item}
          </Fragment>
        );
      })}
    </Box>
  );
};
