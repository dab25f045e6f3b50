/**
 * The app's HTTP edge, one middleware in front of every route (API, media, assets, pages):
 *
 * - Request bodies are read here, whole, before any route sees them: at most `maxBodyBytes`
 *   (413 past it, for the API and the storefront's form actions alike) and within
 *   `bodyTimeoutMs` (408 for a body that trickles in), so no handler parses a 30 MB form or holds
 *   a request open for minutes.
 * - The store API takes JSON bodies only: any other declared type is a 415, before it is read.
 *   Upload paths (`uploads`: a review's photos) take `multipart/form-data` with larger limits.
 * - An answer sent before the body was read (413, 415, 408) says `Connection: close`: the rest of
 *   the body is still on the wire, so the connection cannot carry another request. Saying
 *   keep-alive there made the client's next request fail when the server dropped the socket.
 * - Security headers on every answer (server/http/securityHeaders.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { applySecurityHeaders } from './securityHeaders';

export interface EdgeOptions {
  /**
   * Largest request body accepted, in bytes.
   * @default 1_048_576
   */
  maxBodyBytes?: number;
  /**
   * Longest time a request body may take to arrive, in ms.
   * @default 20_000
   */
  bodyTimeoutMs?: number;
  /**
   * Paths that take file uploads: `multipart/form-data` bodies up to their own size and time
   * (everything else keeps the limits above).
   * @default [reviewUploads, editorUploads]
   */
  uploads?: readonly UploadPath[];
}

export interface UploadPath {
  /** Matched against the whole request path. */
  path: RegExp;
  maxBodyBytes: number;
  bodyTimeoutMs: number;
}

/**
 * A review with its photos: at most 5 pictures of at most 8 MB each, plus the text fields, within
 * two minutes (40 MB over a slow phone connection). The API route and the reviews page's form
 * (posted plainly, or by the router as `….data`).
 */
export const reviewUploads: UploadPath = {
  path: /^(?:\/api\/store\/comments|\/products\/[^/]+\/reviews(?:\.data)?)$/,
  maxBodyBytes: 5 * 8 * 1_048_576 + 65_536,
  bodyTimeoutMs: 120_000,
};

/** An image for the theme editor's media library: one file of at most 8 MB, within two minutes. */
export const editorUploads: UploadPath = {
  path: /^\/api\/editor\/media$/,
  maxBodyBytes: 8 * 1_048_576 + 65_536,
  bodyTimeoutMs: 120_000,
};

const multipartType = /^multipart\/form-data\s*;/i;

const plainTextType = /^text\/plain\s*(?:;|$)/i;
const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Methods whose bodies the app reads; a GET or HEAD body is never looked at. */
const hasBody = (request: Request) =>
  request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';

class BodyRefused extends Error {
  constructor(
    readonly status: 400 | 408 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** The whole body, or BodyRefused when it is too large, too slow or broken off. */
async function readBody(body: ReadableStream<Uint8Array>, maxBytes: number, timeoutMs: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BodyRefused(408, 'The request body took too long to arrive')),
      timeoutMs,
    );
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), deadline]).catch((error: unknown) => {
        throw error instanceof BodyRefused
          ? error
          : new BodyRefused(400, 'The request body could not be read');
      });
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new BodyRefused(413, 'Request body is too large');
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The edge middleware (see the file comment). */
export function edge(options: EdgeOptions = {}): MiddlewareHandler {
  const uploads = options.uploads ?? [reviewUploads, editorUploads];
  return async (c, next) => {
    let refused: [status: 400 | 408 | 413 | 415, message: string] | undefined;
    const request = c.req.raw;
    if (hasBody(request) && request.body) {
      const declared = request.headers.get('content-length');
      const type = request.headers.get('content-type') ?? '';
      const upload = multipartType.test(type) ? uploads.find((u) => u.path.test(c.req.path)) : undefined;
      const maxBytes = upload?.maxBodyBytes ?? options.maxBodyBytes ?? 1_048_576;
      const timeoutMs = upload?.bodyTimeoutMs ?? options.bodyTimeoutMs ?? 20_000;
      if (declared !== null && Number(declared) > maxBytes) {
        refused = [413, 'Request body is too large'];
      } else if (
        c.req.path.startsWith('/api/') &&
        declared !== '0' &&
        !upload &&
        !jsonType.test(type) &&
        // The tracking collector also takes beacons, which browsers send as text/plain.
        !(c.req.path === '/api/statistics/track' && plainTextType.test(type))
      ) {
        refused = [415, 'Content-Type must be application/json'];
      } else {
        try {
          c.req.raw = new Request(request, { body: await readBody(request.body, maxBytes, timeoutMs) });
        } catch (error) {
          if (!(error instanceof BodyRefused)) throw error;
          refused = [error.status, error.message];
        }
      }
    }
    if (refused) c.res = c.json({ message: refused[1] }, refused[0], { Connection: 'close' });
    else await next();
    applySecurityHeaders(c);
  };
}

/**
 * Limits of the Node server itself (server/index.ts): a request's headers must arrive within
 * 10 s and the whole request within 130 s — a review's 40 MB of photos on a slow phone (the
 * edge cuts every other body at 20 s) — checked every second. Node's defaults let a slow body
 * hold a connection for five minutes.
 *
 * An idle kept-alive connection stays open 65 s, longer than the clients and proxies in front
 * keep theirs (load balancers commonly 60 s): whichever side closes an idle connection first, a
 * request the other side sends on it at that moment is reset. With Node's 5 s a client that
 * paused five seconds between two API calls could lose the second one to ECONNRESET.
 */
export const edgeServerOptions = {
  headersTimeout: 10_000,
  requestTimeout: 130_000,
  connectionsCheckingInterval: 1_000,
  keepAliveTimeout: 65_000,
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A request path as the access log may show it: control characters escaped (a `%0D%0A` in a URL
 * cannot start a forged log line) and secrets left out — a cart hash (32 hex digits, the
 * shopper's bearer secret, in checkout URLs) becomes `…`. Queries are never logged: they carry
 * order lookup emails and `cart_hash`.
 */
export function loggablePath(path: string): string {
  return path
    .replace(controlCharacters, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .replace(/(^|\/)[0-9a-f]{32}(?=\/|$)/gi, '$1…');
}
