import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export { visuallyHidden };

/**
 * Text for assistive technology only: a price's "Sale price", a badge's full count. Our own
 * rather than Radix's, which brought its Slot machinery (1.7 KB gzipped) onto every page for a
 * span; Radix's stays where a component needs `asChild` (CouponForm).
 */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <span className={visuallyHidden}>{children}</span>
);
