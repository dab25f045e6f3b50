import { type AllHTMLAttributes, createElement, type ElementType, forwardRef, type ReactNode } from 'react';
import { type Sprinkles, sprinkles } from '../../tokens/sprinkles.css';

type SprinkleKey = keyof Sprinkles;

export interface BoxProps
  extends Sprinkles,
    Omit<AllHTMLAttributes<HTMLElement>, SprinkleKey | 'as' | 'className' | 'style'> {
  /**
   * The element to render.
   * @default 'div'
   */
  as?: ElementType;
  /**
   * Extra classes — Box is the one component that takes them, so other
   * components build on Box instead of growing escape hatches.
   */
  className?: string;
  children?: ReactNode;
}

const sprinkleKeys = new Set<string>(sprinkles.properties);

/**
 * The base of every layout: an element with the theme's spacing, layout and
 * surface sprinkles as props (`padding="medium"`, `display={{ mobile: 'none', tablet: 'flex' }}`).
 */
export const Box = forwardRef<HTMLElement, BoxProps>(({ as = 'div', className, children, ...props }, ref) => {
  const atoms: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else attributes[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ') || undefined;
  return createElement(as, { ...attributes, className: classes, ref }, children);
});
Box.displayName = 'Box';
