/** `/api/store/*` routes. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { createAccountRoutes } from './account';
import { createCartRoutes } from './cart';
import { createCheckoutRoutes } from './checkout';
import { createContentRoutes } from './content';
import { createPagesRoutes } from './pages';
import { createProductRoutes } from './products';
import { createRewardsRoutes } from './rewards';
import { createThemeRoutes } from './theme';
import { createWishlistRoutes } from './wishlist';

export function createStoreRoutes(): Hono<AppEnv> {
  const store = new Hono<AppEnv>();
  store.route('/', createProductRoutes());
  store.route('/', createContentRoutes());
  store.route('/', createPagesRoutes());
  store.route('/', createCartRoutes());
  store.route('/', createCheckoutRoutes());
  store.route('/', createThemeRoutes());
  store.route('/', createAccountRoutes());
  store.route('/stamped', createRewardsRoutes());
  store.route('/', createWishlistRoutes());
  return store;
}
