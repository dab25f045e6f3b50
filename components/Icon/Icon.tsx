import type { ReactNode } from 'react';
import * as styles from './Icon.css';

/** Line icons on a 24-unit grid, stroked in the current text colour. */
const paths = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  cart: 'M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2M9.5 20.5h.01M17 20.5h.01',
  close: 'M6 6l12 12M18 6L6 18',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  arrowUp: 'M12 19V5M6 11l6-6 6 6',
  check: 'M5 12.5l4.5 4.5L19 7',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 7.5h.01',
  warning: 'M12 4L2.5 20h19L12 4zM12 10v4.5M12 17.5h.01',
  mail: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
} as const;

export const iconNames = Object.keys(paths) as IconName[];
export type IconName = keyof typeof paths;

export const iconSizes = ['small', 'standard', 'large'] as const;
export type IconSize = (typeof iconSizes)[number];

export interface IconProps {
  name: IconName;
  /**
   * `standard` follows the surrounding text (1em); `small` and `large` step down and up.
   * @default 'standard'
   */
  size?: IconSize;
  /**
   * Names the icon for assistive technology. Without it the icon is decorative
   * (hidden), which is right whenever the control around it has its own name.
   */
  label?: string;
}

/** A small inline SVG icon in the current text colour. */
export const Icon = ({ name, size = 'standard', label }: IconProps): ReactNode => (
  // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless labelled, and then it carries a <title>
  <svg
    className={`${styles.root} ${styles.size[size]}`}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    focusable="false"
    role={label ? 'img' : undefined}
    aria-hidden={label ? undefined : true}
  >
    {label ? <title>{label}</title> : null}
    <path d={paths[name]} />
  </svg>
);
