/**
 * Hosts React Router's request handler in the Hono app: everything that
 * is not API, media or a static file is rendered by the storefront build, whose loaders reach the
 * store through the load context's transport (pages/loaders/context.server.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { ServerBuild } from 'react-router';
import type { StoreTransport } from '../../api/client';
import type { EditorSchemas } from '../domain/editor/drafts';
import { CLIENT_ADDRESS_HEADER, CLIENT_ORIGIN_HEADER, clientAddress } from '../http/customer';
import type { AppEnv } from '../http/env';
import { inlineScriptHashes, newNonce, pageCsp, rememberScriptHashes } from '../http/securityHeaders';
import type { DirectReads } from './directReads';
import { sharedMaxAgeMs } from './sharedCache';

/** Where `react-router build` put the server bundle (relative to the working directory). */
export const ssrBuildPath = () => path.resolve(process.env.VITRINE_SSR_BUILD ?? 'build/server/index.js');

/**
 * The section schemas and strict layout check the storefront build exports for the theme editor
 * (pages/entry.server.tsx `editorSchemas`), or undefined without a build.
 */
export async function loadEditorSchemas(): Promise<EditorSchemas | undefined> {
  const buildFile = ssrBuildPath();
  if (!existsSync(buildFile)) return undefined;
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  return (build.entry.module as { editorSchemas?: EditorSchemas }).editorSchemas;
}

/**
 * The Hono fallback that renders the storefront, or undefined when there is no build (the API
 * still serves; pages answer a JSON 404 until `npm run build`).
 */
export async function createStorefrontFallback(
  transport: () => StoreTransport,
  /** The store's catalogue reads in this process (server/render/directReads.ts), if it runs here. */
  reads?: (lang: string) => DirectReads,
  options: {
    /**
     * Whether a shared cache may keep pages (server/render/sharedCache.ts): only then are the
     * hashes of a page's inline scripts worth recording (`recordScriptHashes` reads the whole page
     * once more as it streams out).
     * @default true
     */
    sharedCache?: boolean;
  } = {},
): Promise<((c: Context<AppEnv>) => Promise<Response>) | undefined> {
  const buildFile = ssrBuildPath();
  if (!existsSync(buildFile)) return undefined;
  // React Router loads with the build, not with the store API (it is not needed to answer it).
  const [build, { createRequestHandler }] = await Promise.all([
    import(pathToFileURL(buildFile).href) as Promise<ServerBuild>,
    import('react-router'),
  ]);
  const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
  const fixedHashes = (build.entry.module as { inlineScriptHashes?: string[] }).inlineScriptHashes ?? [];
  return async (c) => {
    const nonce = newNonce();
    const rendered = await handle(c.req.raw, {
      vitrine: { transport: withShopperHints(transport(), c), reads: reads && onePerLanguage(reads), nonce },
    });
    const response = scriptsAfterContent(rendered, nonce);
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    response.headers.set('Content-Security-Policy', pageCsp([`'nonce-${nonce}'`, ...fixedHashes]));
    return options.sharedCache === false ? response : recordScriptHashes(response, nonce);
  };
}

/** One page request's reads: the root's loader and the route's share what they read. */
export function onePerLanguage(reads: (lang: string) => DirectReads): (lang: string) => DirectReads {
  const made = new Map<string, DirectReads>();
  return (lang) => {
    let found = made.get(lang);
    if (!found) {
      found = reads(lang);
      made.set(lang, found);
    }
    return found;
  };
}

/**
 * The in-process store calls of one page request carry the shopper's address and the page's origin
 * (server/http/customer.ts): log-in limits count the shopper, not the server, and mailed links
 * point where the shopper is. A store reached over HTTP (`STORE_API_URL`) sees its own caller.
 */
export function withShopperHints(transport: StoreTransport, c: Context<AppEnv>): StoreTransport {
  if (typeof transport !== 'function') return transport;
  const address = clientAddress(c);
  const origin = new URL(c.req.url).origin;
  return (request) => {
    request.headers.set(CLIENT_ORIGIN_HEADER, origin);
    if (address) request.headers.set(CLIENT_ADDRESS_HEADER, address);
    else request.headers.delete(CLIENT_ADDRESS_HEADER);
    return transport(request);
  };
}

/**
 * A page the shared cache may keep is read once more as it streams out, and the hashes of its
 * nonce-carrying inline scripts are recorded for the policy of the kept copy (the reasons are in
 * server/http/securityHeaders.ts). Other pages pass untouched.
 */
export function recordScriptHashes(response: Response, nonce: string): Response {
  if (
    response.status !== 200 ||
    !response.body ||
    sharedMaxAgeMs(response.headers.get('cache-control')) <= 0
  ) {
    return response;
  }
  const decoder = new TextDecoder();
  let html = '';
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        html += decoder.decode(chunk, { stream: true });
        controller.enqueue(chunk);
      },
      flush() {
        html += decoder.decode();
        rememberScriptHashes(nonce, inlineScriptHashes(html, nonce));
      },
    }),
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

const HEAD_END = '</head>';
const bootstrapStart = (nonce?: string) =>
  nonce ? `<script nonce="${nonce}" type="module" async="">` : '<script type="module" async="">';
const SCRIPT_END = '</script>';
const modulePreload = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const staticRouteImport = /^import \* as (route\d+) from ("[^"]+");$/gm;

/**
 * React Router's bootstrap, made to wait for the first frame: its static route imports become
 * dynamic ones after a paint, and the module preloads taken out of the head are added then, so
 * the whole graph still downloads in parallel. Anything unexpected is left as it was.
 */
export function deferBootstrap(script: string, preloads: readonly string[], nonce?: string): string {
  const start = bootstrapStart(nonce);
  const body = script.slice(start.length, -SCRIPT_END.length);
  if (!body.includes('window.__reactRouterRouteModules')) return script;
  const routes: [name: string, url: string][] = [];
  const rest = body.replace(staticRouteImport, (_line, name: string, url: string) => {
    routes.push([name, url]);
    return '';
  });
  const prelude = [
    "await new Promise((go) => document.visibilityState === 'hidden' ? go() : requestAnimationFrame(() => setTimeout(go)));",
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }`,
    `const [${routes.map(([name]) => name).join(', ')}] = await Promise.all([${routes.map(([, url]) => `import(${url})`).join(', ')}]);`,
  ].join('\n');
  return `${start}${prelude}${rest}${SCRIPT_END}`;
}

/**
 * Content first, scripts second. A page's HTML is complete and works before any script
 * runs (links navigate, forms post), yet React Router has the browser fetch every
 * module at high priority from the head, where on a phone's thin connection they share it with
 * the stylesheets, the fonts and the LCP image. So the module preloads leave the head and the
 * bootstrap (`deferBootstrap`) starts the download after the first frame; hydration follows as
 * soon as it arrives. The stream is rewritten as text: the head is held until `</head>` (the
 * shell's first flush), then only the bootstrap script is held until it closes; everything else
 * passes through as it comes.
 */
export function scriptsAfterContent(response: Response, nonce?: string): Response {
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const bootstrap = bootstrapStart(nonce);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let state: 'head' | 'body' | 'script' | 'done' = 'head';
  let held = '';
  const preloads: string[] = [];
  const process = (text: string, controller: TransformStreamDefaultController<Uint8Array>) => {
    held += text;
    const emit = (part: string) => part && controller.enqueue(encoder.encode(part));
    for (;;) {
      if (state === 'head') {
        const end = held.indexOf(HEAD_END);
        if (end === -1) return;
        emit(
          held.slice(0, end).replace(modulePreload, (_tag, href: string) => {
            preloads.push(href);
            return '';
          }),
        );
        held = held.slice(end);
        state = 'body';
      } else if (state === 'body') {
        const start = held.indexOf(bootstrap);
        if (start === -1) {
          // Keep what could be the start of the marker, split across chunks.
          const keep = Math.max(0, held.length - bootstrap.length + 1);
          emit(held.slice(0, keep));
          held = held.slice(keep);
          return;
        }
        emit(held.slice(0, start));
        held = held.slice(start);
        state = 'script';
      } else if (state === 'script') {
        const end = held.indexOf(SCRIPT_END);
        if (end === -1) return;
        const close = end + SCRIPT_END.length;
        emit(deferBootstrap(held.slice(0, close), preloads, nonce));
        held = held.slice(close);
        state = 'done';
      } else {
        emit(held);
        held = '';
        return;
      }
    }
  };
  // Once the bootstrap is rewritten, the rest (the deferred sections' data) passes as bytes, not
  // decoded and encoded again: from the first chunk boundary where the decoder holds no part of a
  // character (the chunk ended on an ASCII byte).
  let raw = false;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (raw) {
          controller.enqueue(chunk);
          return;
        }
        process(decoder.decode(chunk, { stream: true }), controller);
        const last = chunk.at(-1);
        raw = state === 'done' && held === '' && last !== undefined && last < 0x80;
      },
      flush(controller) {
        process(decoder.decode(), controller);
        if (held) controller.enqueue(encoder.encode(held));
      },
    }),
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
