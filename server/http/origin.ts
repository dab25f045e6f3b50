/**
 * The store's public origin, settled once per request before anything else sees it.
 *
 * The request's URL is what every later step trusts: React Router's check that a form post's
 * `Origin` matches, the `Secure` flag of the cart cookie, HSTS, and the absolute links pages and
 * the sitemap carry (pages/loaders/request.ts `requestOrigin`), which the shared page cache keeps
 * for everyone (its key holds the origin: server/render/sharedCache.ts). So the URL is rewritten
 * here to the public origin, and a raw `Host` header never decides it alone:
 *
 * - `PUBLIC_URL` set: that origin, whatever the request says.
 * - Else the request's host (and scheme), when it is trusted: listed in `TRUSTED_HOSTS`
 *   (comma-separated `name` or `name:port`), or, with no list, a loopback name (localhost,
 *   127.0.0.1, [::1]). Any other host is refused with a 400 that says what to configure.
 * - `TRUST_PROXY=1`: the scheme and host are those of `X-Forwarded-Proto` / `X-Forwarded-Host`
 *   (the first value), as a TLS-terminating proxy in front sets them. Only when the app is
 *   reachable through that proxy alone: otherwise anyone could claim HTTPS or another host.
 */

// biome-ignore lint/suspicious/noExplicitAny: the Node server's bindings pass through untouched.
type Handler = (request: Request, ...rest: any[]) => Response | Promise<Response>;

export interface OriginOptions {
  /** The store's public URL (`PUBLIC_URL`); its origin is used for every request. */
  publicUrl?: string;
  /** Hosts the store answers as (`TRUSTED_HOSTS`), `name` or `name:port`; default loopback names. */
  trustedHosts?: readonly string[];
  /** Honour `X-Forwarded-Proto` and `X-Forwarded-Host` (`TRUST_PROXY=1`). */
  trustProxy?: boolean;
}

/** The options from the environment: PUBLIC_URL, TRUSTED_HOSTS, TRUST_PROXY. */
export function originOptionsFromEnv(env: Record<string, string | undefined> = process.env): OriginOptions {
  const hosts = (env.TRUSTED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return {
    publicUrl: env.PUBLIC_URL || undefined,
    trustedHosts: hosts.length > 0 ? hosts : undefined,
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ''),
  };
}

const loopback = ['localhost', '127.0.0.1', '[::1]'];
const hostSyntax =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstValue = (header: string | null) => header?.split(',')[0]?.trim().toLowerCase() || null;

/** Whether `host` (`name` or `name:port`) is one of `trusted` (an entry without a port allows any). */
function isTrusted(host: string, trusted: readonly string[]): boolean {
  const name = host.replace(/:\d+$/, '');
  return trusted.some((entry) => entry === host || entry === name);
}

/**
 * The public origin of `request` (`https://shop.example`), or null when its host is not one the
 * store answers as.
 */
export function publicOrigin(request: Request, options: OriginOptions): string | null {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  const url = new URL(request.url);
  let scheme = url.protocol.slice(0, -1);
  let host = url.host.toLowerCase();
  if (options.trustProxy) {
    const forwardedProto = firstValue(request.headers.get('x-forwarded-proto'));
    if (forwardedProto === 'http' || forwardedProto === 'https') scheme = forwardedProto;
    host = firstValue(request.headers.get('x-forwarded-host')) ?? host;
  }
  if (!hostSyntax.test(host) || !isTrusted(host, options.trustedHosts ?? loopback)) return null;
  return new URL(`${scheme}://${host}`).origin;
}

/** Wraps the server's handler: every request reaches it with its public origin (file comment). */
export function withPublicOrigin(handle: Handler, options: OriginOptions): Handler {
  if (options.publicUrl) new URL(options.publicUrl); // a wrong PUBLIC_URL fails at start, not per request
  return (request, ...rest) => {
    const origin = publicOrigin(request, options);
    if (!origin) {
      return new Response(
        'Unknown host. Set PUBLIC_URL to the store’s address, or list the host in TRUSTED_HOSTS.\n',
        { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' } },
      );
    }
    const url = new URL(request.url);
    if (url.origin === origin) return handle(request, ...rest);
    const rewritten = new Request(`${origin}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
      // @ts-expect-error Node's fetch needs it for a streamed body; the DOM typings lack it.
      duplex: 'half',
    });
    return handle(rewritten, ...rest);
  };
}
