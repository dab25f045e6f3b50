/** `/api/store/*` routes (spec §7). */
import { Hono } from 'hono';
import type { AppEnv } from '../app';

export function createStoreRoutes(): Hono<AppEnv> {
  const store = new Hono<AppEnv>();
  return store;
}
