/**
 * Hosts React Router's request handler in the Hono app (ARCHITECTURE §3 step 4): everything that
 * is not API, media or a static file is rendered by the storefront build, whose loaders reach the
 * store through the load context's transport (pages/loaders/context.server.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { StoreTransport } from '../../api/client';
import type { AppEnv } from '../app';

/** Where `react-router build` put the server bundle (relative to the working directory). */
export const ssrBuildPath = () => path.resolve(process.env.VITRINE_SSR_BUILD ?? 'build/server/index.js');

/**
 * The Hono fallback that renders the storefront, or undefined when there is no build (the API
 * still serves; pages answer a JSON 404 until `npm run build`).
 */
export async function createStorefrontFallback(
  transport: () => StoreTransport,
): Promise<((c: Context<AppEnv>) => Promise<Response>) | undefined> {
  const buildFile = ssrBuildPath();
  if (!existsSync(buildFile)) return undefined;
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
  return (c) => handle(c.req.raw, { vitrine: { transport: transport() } });
}
