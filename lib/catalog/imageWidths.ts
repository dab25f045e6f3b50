/**
 * Image widths on a ladder from 100 to 2000, the rungs the media route
 * renders (server/media: a width between rungs is snapped up to the next).
 */
export const IMAGE_WIDTH_LADDER = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
] as const;

// Generated media: /media/<kind>/<name>[-<width>].<ext> (server/media/README.md).
const mediaPath = /^\/media\/([a-z]+)\/([a-z0-9_]+)(?:-\d+)?\.(?:png|jpe?g|gif|webp)$/;

/** True when the URL is one the media route can resize. */
export const isResizableMediaUrl = (url: string): boolean => mediaPath.test(url);

/**
 * The URL of `url` at `width` pixels as WebP (`/media/product/x.png`, 400 →
 * `/media/product/x-400.webp`). URLs the media route does not serve are
 * returned as they are.
 */
export const mediaUrlForWidth = (url: string, width: number): string => {
  const match = mediaPath.exec(url);
  if (!match) return url;
  const [, kind, name] = match;
  return `/media/${kind}/${name}-${width}.webp`;
};

/**
 * A `srcset` over the ladder, or `undefined` for URLs that cannot be resized.
 * `maxWidth` (the image's natural width) drops rungs that would only upscale,
 * keeping the first rung at or above it.
 */
export const mediaSrcSet = (url: string, maxWidth?: number): string | undefined => {
  if (!isResizableMediaUrl(url)) return undefined;
  const rungs = IMAGE_WIDTH_LADDER.filter(
    (width, index) =>
      maxWidth === undefined || width <= maxWidth || (IMAGE_WIDTH_LADDER[index - 1] ?? 0) < maxWidth,
  );
  return rungs.map((width) => `${mediaUrlForWidth(url, width)} ${width}w`).join(', ');
};
