import type { CSSProperties } from 'react';

/**
 * Values for CSS variables made with vanilla-extract's `createVar()`, as a `style` prop:
 * `inlineVars({ [styles.ratio]: '4 / 3' })` gives `{ '--_0a3': '4 / 3' }`; unset values are left
 * out. It is `assignInlineVars` of @vanilla-extract/dynamic for the flat maps we pass it, without
 * the contract-walking machinery that cost every page 0.5 KB of JavaScript.
 */
export function inlineVars(values: Readonly<Record<string, string | null | undefined>>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [variable, value] of Object.entries(values)) {
    if (value != null) style[/^var\((.*)\)$/.exec(variable)?.[1] ?? variable] = value;
  }
  return style as CSSProperties;
}
