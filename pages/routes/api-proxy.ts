/**
 * `/api/*` and `/media/*` under `react-router dev`. In production the Hono app answers both
 * before React Router ever sees them (server/app.ts), so this route never runs there; the dev
 * server has no Hono in front, so the browser's direct API calls (cart refetch, predictive
 * search, statistics) and product images are handed to the same in-process store app the
 * loaders use.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { storeTransport } from '../loaders/context.server';

async function forward({ request, context }: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> {
  const transport = await storeTransport(context);
  if (typeof transport !== 'function') {
    const url = new URL(request.url);
    return fetch(`${transport.baseUrl.replace(/\/$/, '')}${url.pathname}${url.search}`, request);
  }
  return transport(request);
}

export const loader = forward;
export const action = forward;
