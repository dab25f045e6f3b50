/**
 * The carousel's `hide_type`: arrows or square dots. Apart from the component so a section's settings can
 * list them without bringing the carousel (and embla) into the page's initial JavaScript.
 */
export const carouselControlTypes = ['arrow', 'square'] as const;
export type CarouselControlType = (typeof carouselControlTypes)[number];
