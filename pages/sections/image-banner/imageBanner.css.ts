/**
 * The section's frame only: the slide itself, static or interactive, is drawn by CarouselBanner
 * (CarouselBannerStatic, then CarouselBanner) with one set of styles.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/contract.css';

export const inset = style({
  maxWidth: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

/** The static slide and the carousel share one cell; the carousel only takes over once it is ready. */
export const stage = style({ position: 'relative' });

/** The carousel while it loads its first image: laid out, invisible, taking no room. */
export const pending = style({ position: 'absolute', inset: 0, visibility: 'hidden', overflow: 'hidden' });
