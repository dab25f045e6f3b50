import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from 'react-router';
import { StoreApiError } from '../../api/client';
import { localizePath } from '../../lib/i18n/localeUrl';
import { emailSchema } from '../../lib/validation';
import { TemplatePage } from '../layout/TemplatePage';
import { storeClientFor, storeTransport } from '../loaders/context.server';
import { notFound, pageContext, templatePage } from '../loaders/page.server';
import { requestLocale, requestOrigin } from '../loaders/request';
import { PRIVATE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';
import { orderCookieHeader, readOrderCookie } from '../sections/main-checkout/orderCookie.server';
import { thankYouUrl } from '../sections/main-checkout/steps';
import type { OrderLookupActionData } from '../sections/main-thank-you/model';
import { toThankYouOrderView } from '../sections/main-thank-you/thankYouView';

/** Order numbers are digits (api/checkout.ts `wireOrder.number`). */
const orderNumberPattern = /^\d{1,20}$/;

/**
 * `/orders/:number/thank-you`: the order for the shopper holding its cookie (set by the checkout
 * action), looked up with the email inside it; anyone else sees the lookup form. The answer is
 * the same whether or not the number exists, so the page reveals nothing without the email.
 */
export async function loader(args: LoaderFunctionArgs) {
  const number = args.params.number ?? '';
  if (!orderNumberPattern.test(number)) notFound();
  const ctx = await pageContext(args);
  const proof = readOrderCookie(args.request);
  const order =
    proof?.number === number
      ? await ctx.store.checkout.order(number, { email: proof.email }).catch(() => null)
      : null;
  return templatePage(args, ctx, {
    template: 'thank-you',
    page: { kind: 'thankYou', number, order: order ? toThankYouOrderView(order, ctx.locale) : null },
    cache: PRIVATE_CACHE,
    seo: {
      title: order ? `Thank you — order ${order.name}` : 'Find your order',
      description: 'Your order confirmation.',
      canonical: `${requestOrigin(args.request)}${thankYouUrl(number)}`,
      noindex: true,
    },
  });
}

/** The lookup form: the order's email proves it, and the cookie then remembers the proof. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const number = params.number ?? '';
  if (!orderNumberPattern.test(number)) notFound();
  const posted = (await request.formData()).get('email');
  const email = typeof posted === 'string' ? posted : '';
  const fail = (error: string, status: number) =>
    data<OrderLookupActionData>({ email, error }, { status, headers: { 'Cache-Control': PRIVATE_CACHE } });
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'validation.email.invalid', 422);
  const store = storeClientFor(await storeTransport(context), request, requestLocale(request).locale);
  try {
    const order = await store.checkout.order(number, { email: parsed.data });
    return redirect(localizePath(thankYouUrl(number), requestLocale(request).locale), {
      status: 303,
      headers: { 'Set-Cookie': orderCookieHeader(request, { number, email: order.email }) },
    });
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 404) return fail('thankYou.lookup.notFound', 404);
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
