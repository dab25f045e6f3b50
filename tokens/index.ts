/**
 * The token layer's public face: the contract (`vars`), the Tokens type every
 * theme satisfies, and the non-themeable scales (breakpoints, z-index).
 */
export { type Breakpoint, breakpoints, isMobileWidth, media } from './breakpoints';
export { vars } from './contract.css';
export type { Tokens } from './tokenType';
export { type ZIndexLayer, zIndex } from './zIndex';
