import { Children, type ReactNode } from 'react';
import type { Atoms } from '../../tokens/atoms';
import { Box } from '../Box/Box';
import { listReset } from '../private/reset.css';

export const inlineAligns = ['left', 'center', 'right', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];
export const inlineCollapseBelows = ['tablet', 'desktop'] as const;
export type InlineCollapseBelow = (typeof inlineCollapseBelows)[number];

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  spaceBetween: 'space-between',
} as const satisfies Record<InlineAlign, Atoms['justifyContent']>;

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  baseline: 'baseline',
} as const satisfies Record<InlineAlignY, Atoms['alignItems']>;

export interface InlineProps {
  /** Space between items, a theme space key (responsive). */
  space: Atoms['gap'];
  /**
   * Horizontal alignment.
   * @default 'left'
   */
  align?: InlineAlign;
  /**
   * Vertical alignment of items of different heights.
   * @default 'center'
   */
  alignY?: InlineAlignY;
  /**
   * Lets items flow onto the next line when they do not fit.
   * @default true
   */
  wrap?: boolean;
  /** Stacks the items vertically below this breakpoint (e.g. `tablet`: a column on mobile). */
  collapseBelow?: InlineCollapseBelow;
  /**
   * The element to render; `ul` wraps each item in `li`.
   * @default 'div'
   */
  as?: 'div' | 'ul';
  children: ReactNode;
}

/** Items laid out in a row with even space, wrapping by default. */
export const Inline = ({
  space,
  align = 'left',
  alignY = 'center',
  wrap = true,
  collapseBelow,
  as = 'div',
  children,
}: InlineProps) => {
  // Collapsed items stack as a column (stretched) until the breakpoint, then sit in a row.
  const flexDirection: Atoms['flexDirection'] =
    collapseBelow === 'tablet'
      ? { mobile: 'column', tablet: 'row' }
      : collapseBelow === 'desktop'
        ? { mobile: 'column', desktop: 'row' }
        : 'row';
  const rowAlign: Atoms['alignItems'] =
    collapseBelow === 'tablet'
      ? { mobile: 'stretch', tablet: alignItems[alignY] }
      : collapseBelow === 'desktop'
        ? { mobile: 'stretch', desktop: alignItems[alignY] }
        : alignItems[alignY];
  const isList = as === 'ul';
  return (
    <Box
      as={as}
      display="flex"
      flexDirection={flexDirection}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={rowAlign}
      className={isList ? listReset : undefined}
    >
      {isList ? Children.toArray(children).map((child, index) => <li key={index}>{child}</li>) : children}
    </Box>
  );
};
