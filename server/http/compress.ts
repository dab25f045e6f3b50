/**
 * Response compression: gzip (or deflate) for clients that accept it, as hono/compress does, at a
 * chosen zlib level. `CompressionStream` (hono's) always uses zlib's default level 6; on a
 * server-rendered page (about 100 KB of HTML) level 4 costs about half the CPU for a body about
 * 6 % larger, and every page render pays it, so the store compresses at 4.
 */
import { Duplex } from 'node:stream';
import { createDeflate, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

type Encoding = 'gzip' | 'deflate';

export interface CompressOptions {
  /**
   * zlib level, 1 (fastest) … 9 (smallest).
   * @default 4
   */
  level?: number;
  /**
   * zlib level for answers marked `immutable` (hashed scripts and styles): compressed once per
   * shared-cache period and kept by browsers for a year, so the smallest body is worth the CPU.
   * @default 9
   */
  immutableLevel?: number;
  /**
   * Bodies shorter than this (by Content-Length) are sent as they are.
   * @default 1024
   */
  threshold?: number;
}

const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const immutable = /(?:^|,)\s*immutable\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers among gzip and deflate (gzip on a tie), by Accept-Encoding. */
export function selectEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepts = header.split(',').map((part) => {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    return { name: name.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
  });
  const wildcard = accepts.find((a) => a.name === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((a) => a.name === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

export function compress(options: CompressOptions = {}): MiddlewareHandler {
  const pageLevel = options.level ?? 4;
  const immutableLevel = options.immutableLevel ?? 9;
  const threshold = options.threshold ?? 1024;
  return async function compressAnswer(c, next) {
    await next();
    const res = c.res;
    const length = res.headers.get('Content-Length');
    const type = res.headers.get('Content-Type');
    const cacheControl = res.headers.get('Cache-Control');
    if (
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      (length && Number(length) < threshold) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      (cacheControl && noTransform.test(cacheControl))
    )
      return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && varyAcceptEncoding.test(vary)))
      c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = selectEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !c.res.body) return;
    const level = cacheControl && immutable.test(cacheControl) ? immutableLevel : pageLevel;
    const zlib = encoding === 'gzip' ? createGzip({ level }) : createDeflate({ level });
    const pair = Duplex.toWeb(zlib) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    c.res = new Response(c.res.body.pipeThrough(pair), c.res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
