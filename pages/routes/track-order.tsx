import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import { StoreApiError } from '../../api/client';
import { orderLookupSchema, trackingNumberLookupSchema } from '../../lib/validation/orderTracking';
import { FORM_ERROR, formFailure, parseValues, postedForm, readValues } from '../account/accountForm';
import { formFields } from '../account/schemas';
import { TemplatePage } from '../layout/TemplatePage';
import { storeClientFor, storeTransport } from '../loaders/context.server';
import { pageContext, templatePage } from '../loaders/page.server';
import { requestLocale, requestOrigin } from '../loaders/request';
import { PRIVATE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';
import { TRACK_PATH, trackCookieHeader } from '../sections/main-track-order/trackCookie.server';

/** `/pages/track-order`: public; the result of a lookup depends on the shopper's cookie, so private. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  return templatePage(args, ctx, {
    template: 'track-order',
    page: { kind: 'trackOrder' },
    cache: PRIVATE_CACHE,
    seo: {
      title: 'Track your order',
      description: 'Where your order is.',
      canonical: `${requestOrigin(args.request)}${TRACK_PATH}`,
    },
  });
}

/**
 * Either lookup: by order number and email (the proof goes into a cookie for this page only, so
 * the email never enters the URL), or by tracking number. Found → 303 to the page showing it;
 * not found → the form again with one message that reveals nothing about which part was wrong.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const store = storeClientFor(await storeTransport(context), request, requestLocale(request).locale);
  const notFoundOr = (error: unknown) => {
    if (error instanceof StoreApiError && error.status === 429) return 'track.error.tooMany';
    if (error instanceof StoreApiError && error.status < 500) return 'track.error.notFound';
    throw error;
  };
  if (postedForm(formData) === 'trackNumber') {
    const values = readValues(formData, ['by', ...formFields.trackNumber]);
    const parsed = parseValues(trackingNumberLookupSchema, { ...values, by: 'tracking' });
    if (!parsed.ok) return formFailure(request, 'trackNumber', values, parsed.errors);
    try {
      await store.tracking.byTrackingNumber(parsed.data.trackingNumber);
    } catch (error) {
      return formFailure(request, 'trackNumber', values, { [FORM_ERROR]: notFoundOr(error) }, 404);
    }
    return redirect(`${TRACK_PATH}?tracking=${encodeURIComponent(parsed.data.trackingNumber)}`, {
      status: 303,
      headers: { 'Cache-Control': PRIVATE_CACHE },
    });
  }
  const values = readValues(formData, ['by', ...formFields.trackOrder]);
  const parsed = parseValues(orderLookupSchema, { ...values, by: 'order' });
  if (!parsed.ok) return formFailure(request, 'trackOrder', values, parsed.errors);
  const number = parsed.data.orderNumber.replace(/^#/, '');
  try {
    const order = await store.checkout.track(number, parsed.data.email);
    return redirect(`${TRACK_PATH}?order=${encodeURIComponent(order.number)}`, {
      status: 303,
      headers: {
        'Cache-Control': PRIVATE_CACHE,
        'Set-Cookie': trackCookieHeader(request, { number: order.number, email: parsed.data.email }),
      },
    });
  } catch (error) {
    return formFailure(request, 'trackOrder', values, { [FORM_ERROR]: notFoundOr(error) }, 404);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
