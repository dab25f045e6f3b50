import type { ActionFunctionArgs } from 'react-router';
import { cartChangeAction } from '../cart/cartAction.server';
import { PRIVATE_CACHE } from '../loaders/seo';

/**
 * `POST /cart/change`: the cart action for the enhanced UI (pages/cart/cartChange.ts), answering
 * JSON. A resource route: calling it is not a router update, so the page around the cart does
 * not re-render or hydrate for it.
 */
export const action = (args: ActionFunctionArgs) => cartChangeAction(args);

/** Only posts: there is nothing to read here. */
export function loader() {
  return new Response('Cart changes are posted.', {
    status: 405,
    headers: { Allow: 'POST', 'Cache-Control': PRIVATE_CACHE },
  });
}
