import { type MediaKind, mediaKinds } from './generate';
import type { ShapeName } from './shapes';

/**
 * URL builders for generated images, used by the seed. URLs are root-relative
 * (`/media/...`) so the storefront and the API can live behind any host.
 * Thumbnails are the same name with `-100` before the extension.
 */
export const MEDIA_BASE = '/media';

export interface MediaImage {
  url: string;
  thumbnail: string;
  width: number;
  height: number;
}

export function mediaImage(kind: MediaKind, name: string, ext: 'webp' | 'png' | 'jpg' = 'png'): MediaImage {
  const { width, height } = mediaKinds[kind];
  return {
    url: `${MEDIA_BASE}/${kind}/${name}.${ext}`,
    thumbnail: `${MEDIA_BASE}/${kind}/${name}-100.${ext}`,
    width,
    height,
  };
}

/** Gallery image `view` (1–5) of a product drawn as `shape` in `colour`. */
export const productImage = (shape: ShapeName, colour: string, view = 1) =>
  mediaImage('product', `${shape}_${colour.toLowerCase()}_${view}`);

export const swatchImage = (pattern: string, colour: string) =>
  mediaImage('swatch', `${pattern}_${colour.toLowerCase()}`);

export const defaultImage = mediaImage('default', 'fallback');
