import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import type { TemplateName } from '../../api/theme';
import { type AccountView, noticeFrom } from '../account/customer';
import { memberAction } from '../account/member.server';
import { requireCustomer } from '../account/session.server';
import { toCustomer } from '../account/views';
import { sectionsHandle } from '../layout/sectionComponents';
import { TemplatePage } from '../layout/TemplatePage';
import { storeClientFor, storeTransport } from '../loaders/context.server';
import { notFound, orNotFound, pageContext, templatePage } from '../loaders/page.server';
import { requestLocale, requestOrigin } from '../loaders/request';
import { PRIVATE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';
import MainAccount from '../sections/main-account/Section';
import MainAccountAddresses from '../sections/main-account-addresses/Section';
import MainAccountOrder from '../sections/main-account-order/Section';
import MainAccountOrders from '../sections/main-account-orders/Section';
import MainAccountPaymentMethods from '../sections/main-account-payment-methods/Section';

/** Order numbers are digits (api/checkout.ts `wireOrder.number`). */
const orderNumberPattern = /^\d{1,20}$/;

function viewOf(pathname: string, number: string | undefined): AccountView {
  if (number !== undefined) return 'order';
  if (pathname.startsWith('/account/orders')) return 'orders';
  if (pathname.startsWith('/account/addresses')) return 'addresses';
  if (pathname.startsWith('/account/payment-methods')) return 'paymentMethods';
  return 'overview';
}

const templates: Record<AccountView, TemplateName> = {
  overview: 'account',
  orders: 'account-orders',
  order: 'account-order',
  addresses: 'account-addresses',
  paymentMethods: 'account-payment-methods',
};

const titles: Record<AccountView, string> = {
  overview: 'My Account',
  orders: 'Order History',
  order: 'Order',
  addresses: 'Addresses',
  paymentMethods: 'Payment methods',
};

/**
 * `/account`, `/account/orders`, `/account/orders/:number`, `/account/addresses`,
 * `/account/payment-methods`: the logged-in customer's screens. A guest is sent to log in and
 * brought back afterwards; someone else's order is a 404. Never cached publicly.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const number = args.params.number;
  if (number !== undefined && !orderNumberPattern.test(number)) notFound();
  const view = viewOf(url.pathname, number);
  const ctx = await pageContext(args);
  const customer = toCustomer(await requireCustomer(ctx.store, args.request));
  if (view === 'order' && number) await orNotFound(ctx.store.account.order(number));
  const page = Number(url.searchParams.get('page') ?? '1');
  return templatePage(args, ctx, {
    template: templates[view],
    page: {
      kind: 'account',
      view,
      customer,
      orderNumber: number ?? null,
      pageNumber: Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1,
      notice: noticeFrom(url),
    },
    cache: PRIVATE_CACHE,
    seo: {
      title: number ? `${titles[view]} #${number}` : titles[view],
      description: 'Your account.',
      canonical: `${requestOrigin(args.request)}${url.pathname}`,
      noindex: true,
    },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { locale } = requestLocale(request);
  const store = storeClientFor(await storeTransport(context), request, locale);
  return memberAction({ request, store, locale });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
export const handle = sectionsHandle({
  'main-account': MainAccount,
  'main-account-orders': MainAccountOrders,
  'main-account-order': MainAccountOrder,
  'main-account-addresses': MainAccountAddresses,
  'main-account-payment-methods': MainAccountPaymentMethods,
});
