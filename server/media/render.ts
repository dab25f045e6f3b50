import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { generateSvg, type MediaKind, mediaKinds } from './generate';

/**
 * Rasterising and caching. A rendered file is a pure function of
 * (GENERATOR_VERSION, kind, name, width, format), so it is cached on disk
 * forever and served as immutable; bump the version whenever a drawing changes
 * so old cache files (and browser caches, through the URL-less ETag) are left
 * behind.
 */
export const GENERATOR_VERSION = 2;

/**
 * The image width ladder (100 to 2000). Only these widths are ever
 * rendered, which bounds the cache to ladder × names × formats: a request for
 * another width in 1–2000 is snapped UP to the next rung (so the image is never
 * blurrier than asked for); 0 or above 2000 is refused.
 */
export const widthLadder = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000,
] as const;
export const maxWidth = 2000;

export const mediaFormats = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
} as const;
export type MediaFormat = keyof typeof mediaFormats;
export const isMediaFormat = (value: string): value is MediaFormat => Object.hasOwn(mediaFormats, value);

/** The ladder rung to render for a requested width, or null when out of range. */
export function snapWidth(requested: number): number | null {
  if (!Number.isInteger(requested) || requested < 1 || requested > maxWidth) return null;
  return widthLadder.find((rung) => rung >= requested) ?? null;
}

export interface RenderedMedia {
  body: Buffer;
  contentType: string;
  etag: string;
  width: number;
  height: number;
}

/** Rasterises one image. Returns null when the name does not describe an image. */
export async function renderMedia(
  kind: MediaKind,
  name: string,
  width: number,
  format: MediaFormat,
): Promise<Buffer | null> {
  const svg = generateSvg(kind, name, width);
  if (!svg) return null;
  // Loaded on the first image rather than at start-up (it is not needed before).
  const { default: sharp } = await import('sharp');
  const image = sharp(Buffer.from(svg));
  switch (format) {
    case 'webp':
      return image.webp({ quality: 82, effort: 3 }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 8 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      // JPEG has no alpha: tags are transparent, so flatten them onto paper white.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  }
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * A disk cache in front of {@link renderMedia}. Writes are atomic (temp file +
 * rename, so a crash or a concurrent reader never sees half a file) and
 * concurrent requests for the same uncached image share one render.
 */
export function createMediaCache(cacheDir: string) {
  const inFlight = new Map<string, Promise<RenderedMedia | null>>();

  async function load(kind: MediaKind, name: string, width: number, format: MediaFormat) {
    const ext = format === 'jpeg' ? 'jpg' : format;
    const file = join(cacheDir, `v${GENERATOR_VERSION}`, kind, `${name}-${width}.${ext}`);
    const size = mediaKinds[kind];
    const height = Math.round((width * size.height) / size.width);
    const contentType = mediaFormats[format];
    const cached = await readFile(file).catch(() => null);
    if (cached) return { body: cached, contentType, etag: etagOf(cached), width, height };

    const body = await renderMedia(kind, name, width, format);
    if (!body) return null;
    await mkdir(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now().toString(36)}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
    return { body, contentType, etag: etagOf(body), width, height };
  }

  return {
    /** The rendered image (from disk when cached), or null for an unknown name. */
    get(kind: MediaKind, name: string, width: number, format: MediaFormat): Promise<RenderedMedia | null> {
      const key = `${kind}/${name}-${width}.${format}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const job = load(kind, name, width, format).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}
