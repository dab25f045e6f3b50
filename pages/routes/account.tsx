import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import type { TemplateName } from '../../api/theme';
import { authAction } from '../account/auth.server';
import { type AccountAuthView, type AccountView, noticeFrom, safeReturnTo } from '../account/customer';
import { memberAction } from '../account/member.server';
import { currentCustomer, requireCustomer } from '../account/session.server';
import { toCustomer } from '../account/views';
import { TemplatePage } from '../layout/TemplatePage';
import { storeClientFor, storeTransport } from '../loaders/context.server';
import { notFound, orNotFound, pageContext, templatePage } from '../loaders/page.server';
import { requestLocale, requestOrigin } from '../loaders/request';
import { PRIVATE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';

/** Mail link tokens: URL-safe characters, bounded. */
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;
/** Order numbers are digits (api/checkout.ts `wireOrder.number`). */
const orderNumberPattern = /^\d{1,20}$/;

type Screen =
  | { area: 'auth'; view: AccountAuthView; token: string | null }
  | { area: 'member'; view: AccountView; number: string | null };

/**
 * Which screen a path under `/account` is; anything else is a 404. One route (`account/*`) for
 * every account screen keeps the route manifest, which every page loads, small.
 */
function screenOf(splat: string, query: URLSearchParams): Screen {
  const [first = '', second, ...rest] = splat.replace(/\/+$/, '').split('/');
  if (rest.length > 0) notFound();
  const member = (view: AccountView, number: string | null = null): Screen => ({
    area: 'member',
    view,
    number,
  });
  const auth = (view: AccountAuthView, token: string | null = null): Screen => ({
    area: 'auth',
    view,
    token,
  });
  if (second === undefined) {
    if (first === '') return member('overview');
    if (first === 'orders') return member('orders');
    if (first === 'addresses') return member('addresses');
    if (first === 'payment-methods') return member('paymentMethods');
    if (first === 'wishlist') return member('wishlist');
    if (first === 'login' || first === 'register' || first === 'forgot') return auth(first);
    // The mailed links (api/account.ts ACCOUNT_LINK_PATHS) carry the token as `?token=`.
    const token = query.get('token') ?? '';
    if (first === 'verify' && tokenPattern.test(token)) return auth('verify', token);
    if (first === 'reset-password' && tokenPattern.test(token)) return auth('reset', token);
  } else {
    if (first === 'orders' && orderNumberPattern.test(second)) return member('order', second);
    if ((first === 'reset' || first === 'verify') && tokenPattern.test(second)) return auth(first, second);
  }
  notFound();
}

const templates: Record<AccountView, TemplateName> = {
  overview: 'account',
  orders: 'account-orders',
  order: 'account-order',
  addresses: 'account-addresses',
  paymentMethods: 'account-payment-methods',
  wishlist: 'account-wishlist',
};

const titles: Record<AccountView | AccountAuthView, string> = {
  overview: 'My Account',
  orders: 'Order History',
  order: 'Order',
  addresses: 'Addresses',
  paymentMethods: 'Payment methods',
  wishlist: 'Wishlist',
  login: 'Log in',
  register: 'Create account',
  forgot: 'Reset your password',
  reset: 'Choose a new password',
  verify: 'Verify your email',
};

/**
 * Every `/account…` screen. Public ones: `/account/login`, `/register`, `/forgot`,
 * `/reset/:token`, `/verify/:token` (and the mailed `/verify?token=`, `/reset-password?token=`) (a logged-in shopper asking for log-in or register goes
 * straight on to `return_to`). The customer's: `/account`, `/orders`, `/orders/:number`,
 * `/addresses`, `/payment-methods`, `/wishlist` — a guest is sent to log in and brought back afterwards, and
 * someone else's order is a 404. Never cached publicly.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const screen = screenOf(args.params['*'] ?? '', url.searchParams);
  const ctx = await pageContext(args);
  const seo = {
    title: screen.area === 'member' && screen.number ? `Order #${screen.number}` : titles[screen.view],
    description: 'Your account.',
    canonical: `${requestOrigin(args.request)}${url.pathname}`,
    noindex: true,
  };
  if (screen.area === 'auth') {
    const returnTo = safeReturnTo(url.searchParams.get('return_to'));
    if (screen.view === 'login' || screen.view === 'register') {
      const customer = await currentCustomer(ctx.store, args.request);
      if (customer) throw redirect(returnTo, { headers: { 'Cache-Control': PRIVATE_CACHE } });
    }
    return templatePage(args, ctx, {
      template: 'account-auth',
      page: {
        kind: 'accountAuth',
        view: screen.view,
        token: screen.token,
        returnTo,
        notice: noticeFrom(url),
      },
      cache: PRIVATE_CACHE,
      seo,
    });
  }
  const customer = toCustomer(await requireCustomer(ctx.store, args.request));
  if (screen.number) await orNotFound(ctx.store.account.order(screen.number));
  const page = Number(url.searchParams.get('page') ?? '1');
  return templatePage(args, ctx, {
    template: templates[screen.view],
    page: {
      kind: 'account',
      view: screen.view,
      customer,
      orderNumber: screen.number,
      pageNumber: Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1,
      notice: noticeFrom(url),
    },
    cache: PRIVATE_CACHE,
    seo,
  });
}

/** The screen's forms: log-in, register and password forms, or the customer's changes. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const screen = screenOf(params['*'] ?? '', new URL(request.url).searchParams);
  const { locale } = requestLocale(request);
  const store = storeClientFor(await storeTransport(context), request, locale);
  if (screen.area === 'auth')
    return authAction({ request, store, view: screen.view, token: screen.token, locale });
  return memberAction({ request, store, locale });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
