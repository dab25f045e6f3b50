import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { cartAction } from '../cart/cartAction.server';
import { toCartPageView } from '../cart/cartView';
import { TemplatePage } from '../layout/TemplatePage';
import { pageContext, templatePage } from '../loaders/page.server';
import { requestOrigin } from '../loaders/request';
import { PRIVATE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  // The shopper's cart_hash cookie travels with the client (pages/loaders/context.server.ts).
  const cart = await ctx.store.cart.get().catch(() => null);
  return templatePage(args, ctx, {
    template: 'cart',
    page: { kind: 'cart', cart: toCartPageView(cart) },
    cache: PRIVATE_CACHE,
    seo: {
      title: 'Your cart',
      description: 'Your shopping cart.',
      canonical: `${requestOrigin(args.request)}/cart`,
      noindex: true,
    },
  });
}

/** Every cart change posts here, with or without JavaScript (pages/cart/cartAction.server.ts). */
export const action = (args: ActionFunctionArgs) => cartAction(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
