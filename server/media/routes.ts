import { Hono } from 'hono';
import { isMediaKind, mediaKinds } from './generate';
import { createMediaCache, isMediaFormat, snapWidth } from './render';

export interface MediaRoutesOptions {
  /** Folder for rendered files; created on demand. Safe to delete at any time. */
  cacheDir: string;
}

/**
 * `GET /<kind>/<name>[-<width>].<ext>` — a locally generated image.
 *
 * - kind: product | collection | banner | blog | swatch | tag | default (see `generate.ts`)
 * - ext: webp | png | jpg | jpeg | gif
 * - width: optional; without it the kind's natural width. `-100` is the
 *   thumbnail name derived from png/jpg/jpeg/gif names. Widths between
 *   ladder rungs snap up to the next rung; 0 or above 2000 → 400.
 *
 * Answers: 200 with `Cache-Control: public, max-age=31536000, immutable` and
 * an ETag (304 on If-None-Match); 400 JSON for a malformed path (including any
 * traversal attempt — names are `[a-z0-9_]` only, so no path ever leaves
 * cacheDir); 404 JSON for a well-formed name that draws nothing.
 */
export function createMediaRoutes(options: MediaRoutesOptions): Hono {
  const cache = createMediaCache(options.cacheDir);
  const app = new Hono();
  const filePattern = /^([a-z0-9]+(?:_[a-z0-9]+)*)(?:-(\d{1,5}))?\.([a-z]{3,4})$/;

  app.get('/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const match = filePattern.exec(c.req.param('file'));
    if (!isMediaKind(kind) || !match) {
      return c.json({ message: 'Invalid media path' }, 400);
    }
    const [, name = '', widthToken, ext = ''] = match;
    if (!isMediaFormat(ext)) {
      return c.json(
        { message: 'Unsupported image format', errors: { ext: ['Use webp, png, jpg or gif'] } },
        400,
      );
    }
    const width = snapWidth(widthToken ? Number(widthToken) : mediaKinds[kind].width);
    if (width === null) {
      return c.json(
        { message: 'Invalid image width', errors: { width: ['Width must be between 1 and 2000'] } },
        400,
      );
    }
    const image = await cache.get(kind, name, width, ext);
    if (!image) return c.json({ message: 'Image not found' }, 404);

    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: image.etag,
      'Content-Type': image.contentType,
    };
    if (c.req.header('If-None-Match') === image.etag) {
      return c.body(null, 304, headers);
    }
    return c.body(new Uint8Array(image.body), 200, headers);
  });

  app.all('/:kind/:file', (c) => c.json({ message: 'Method not allowed' }, 405, { Allow: 'GET, HEAD' }));
  app.all('*', (c) => c.json({ message: 'Image not found' }, 404));
  return app;
}
