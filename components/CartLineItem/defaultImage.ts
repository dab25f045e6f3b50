/**
 * An image that fails to load falls back to a default image. A tiny
 * neutral SVG (a bag outline on a soft square) as a data URI, so the fallback
 * itself can never fail. `currentColor` does not reach into <img>, hence fixed greys.
 */
export const DEFAULT_LINE_IMAGE =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 80 80'><rect width='80' height='80' fill='%23eeeeee'/><path d='M27 33h26l-2 24H29zM34 33v-4a6 6 0 0112 0v4' fill='none' stroke='%23999999' stroke-width='2' stroke-linejoin='round'/></svg>";
