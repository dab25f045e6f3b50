import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { TemplatePage } from '../layout/TemplatePage';
import { pageContext, templatePage } from '../loaders/page.server';
import { requestOrigin } from '../loaders/request';
import { PRIVATE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';

/** spec §2: the checkout steps a `?step=` may name. */
const steps = ['contact_information', 'shipping_method', 'payment_method'] as const;

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const url = new URL(args.request.url);
  const asked = url.searchParams.get('step');
  const step = steps.find((candidate) => candidate === asked) ?? 'contact_information';
  const cartHash = args.params.cartHash ?? null;
  const cart = await ctx.store.cart.get(cartHash ?? undefined).catch(() => null);
  return templatePage(args, ctx, {
    template: 'checkout',
    page: { kind: 'checkout', cart, step, cartHash },
    cache: PRIVATE_CACHE,
    seo: {
      title: 'Checkout',
      description: 'Complete your order.',
      canonical: `${requestOrigin(args.request)}/checkouts`,
      noindex: true,
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
