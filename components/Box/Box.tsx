import { type AllHTMLAttributes, createElement, type ElementType, forwardRef, type ReactNode } from 'react';
import { type Atoms, atomProperties, atoms } from '../../tokens/atoms';

type AtomKey = keyof Atoms;

export interface BoxProps
  extends Atoms,
    Omit<AllHTMLAttributes<HTMLElement>, AtomKey | 'as' | 'className' | 'style'> {
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

const atomKeys = new Set<string>(atomProperties);

/**
 * The base of every layout: an element with the theme's spacing, layout and
 * surface atoms (tokens/atoms.ts) as props (`padding="medium"`, `display={{ mobile: 'none', tablet: 'flex' }}`).
 */
export const Box = forwardRef<HTMLElement, BoxProps>(({ as = 'div', className, children, ...props }, ref) => {
  const layout: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (atomKeys.has(key)) layout[key] = value;
    else attributes[key] = value;
  }
  const classes = [atoms(layout as Atoms), className].filter(Boolean).join(' ') || undefined;
  return createElement(as, { ...attributes, className: classes, ref }, children);
});
Box.displayName = 'Box';
