import { Hono } from 'hono';
import { type FileStore, fileKeyPattern } from './fileStore';

/**
 * `GET /<folder>/<name>.<ext>` — a shopper's upload (review photos) from the file store. Names
 * are random and never reused, so answers are immutable; anything but a well-formed key is a 404.
 */
export function createUploadRoutes(files: FileStore): Hono {
  const app = new Hono();
  app.get('/:folder/:file', async (c) => {
    const key = `${c.req.param('folder')}/${c.req.param('file')}`;
    const file = fileKeyPattern.test(key) ? await files.get(key) : null;
    if (!file) return c.json({ message: 'File not found' }, 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // Never sniffed as anything but the image it was re-encoded as.
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
