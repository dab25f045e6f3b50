import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import { localizePath } from '../../lib/i18n/localeUrl';
import { TemplatePage } from '../layout/TemplatePage';
import { storeClientFor, storeTransport } from '../loaders/context.server';
import { notFound, pageContext, templatePage } from '../loaders/page.server';
import { requestLocale, requestOrigin } from '../loaders/request';
import { PRIVATE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';
import { checkoutAction } from '../sections/main-checkout/checkoutAction.server';
import { toCheckoutCartView } from '../sections/main-checkout/checkoutView';
import { cartHashPattern, parseStep, reachableStep, stepUrl } from '../sections/main-checkout/steps';

/**
 * `/checkouts?step=…` and `/checkouts/:cartHash?step=…`. The cart is the one in the
 * path, else the shopper's `cart_hash` cookie (forwarded by the client). A step whose earlier data
 * is missing redirects to the first incomplete one; an empty or already ordered cart renders the
 * template with no cart, and the section says so.
 */
export async function loader(args: LoaderFunctionArgs) {
  const cartHash = args.params.cartHash;
  if (cartHash !== undefined && !cartHashPattern.test(cartHash)) notFound();
  const ctx = await pageContext(args);
  const asked = parseStep(new URL(args.request.url).searchParams.get('step'));
  const cart = await ctx.store.cart.get(cartHash).catch(() => null);
  const status = !cart?.hash || cart.line_items.length === 0 ? 'empty' : cart.ID !== null ? 'placed' : 'open';
  const step = status === 'open' && cart ? reachableStep(asked, cart) : 'contact_information';
  if (status === 'open' && cart && step !== asked) {
    throw redirect(localizePath(stepUrl(cart.hash, step), ctx.locale), {
      headers: { 'Cache-Control': PRIVATE_CACHE },
    });
  }
  return templatePage(args, ctx, {
    template: 'checkout',
    page: {
      kind: 'checkout',
      cart: status === 'open' && cart ? toCheckoutCartView(cart) : null,
      status,
      step,
      cartHash: status === 'open' && cart ? cart.hash : null,
    },
    cache: PRIVATE_CACHE,
    seo: {
      title: 'Checkout',
      description: 'Complete your order.',
      canonical: `${requestOrigin(args.request)}/checkouts`,
      noindex: true,
    },
  });
}

/** Every step posts here, with or without JavaScript (pages/sections/main-checkout). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (params.cartHash !== undefined && !cartHashPattern.test(params.cartHash)) notFound();
  const store = storeClientFor(await storeTransport(context), request, requestLocale(request).locale);
  return checkoutAction({ request, store, cartHash: params.cartHash });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
