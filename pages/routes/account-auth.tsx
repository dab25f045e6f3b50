import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import { authAction } from '../account/auth.server';
import { type AccountAuthView, noticeFrom, safeReturnTo } from '../account/customer';
import { currentCustomer } from '../account/session.server';
import { sectionsHandle } from '../layout/sectionComponents';
import { TemplatePage } from '../layout/TemplatePage';
import { storeClientFor, storeTransport } from '../loaders/context.server';
import { notFound, pageContext, templatePage } from '../loaders/page.server';
import { requestLocale, requestOrigin } from '../loaders/request';
import { PRIVATE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';
import MainAccountAuth from '../sections/main-account-auth/Section';

/** Mail link tokens: URL-safe characters, bounded. */
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** Which screen a route id is (routes.ts registers this module once per screen). */
function viewOf(pathname: string): AccountAuthView {
  if (pathname.startsWith('/account/register')) return 'register';
  if (pathname.startsWith('/account/forgot')) return 'forgot';
  if (pathname.startsWith('/account/reset/')) return 'reset';
  if (pathname.startsWith('/account/verify/')) return 'verify';
  return 'login';
}

const seoTitles: Record<AccountAuthView, string> = {
  login: 'Log in',
  register: 'Create account',
  forgot: 'Reset your password',
  reset: 'Choose a new password',
  verify: 'Verify your email',
};

/**
 * `/account/login`, `/account/register`, `/account/forgot`, `/account/reset/:token`,
 * `/account/verify/:token`. A logged-in shopper asking for log-in or register goes straight on to
 * `return_to` (My Account by default). Never cached publicly.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const view = viewOf(url.pathname);
  const token = args.params.token ?? null;
  if ((view === 'reset' || view === 'verify') && !tokenPattern.test(token ?? '')) notFound();
  const ctx = await pageContext(args);
  const returnTo = safeReturnTo(url.searchParams.get('return_to'));
  if (view === 'login' || view === 'register') {
    const customer = await currentCustomer(ctx.store, args.request);
    if (customer) throw redirect(returnTo, { headers: { 'Cache-Control': PRIVATE_CACHE } });
  }
  return templatePage(args, ctx, {
    template: 'account-auth',
    page: { kind: 'accountAuth', view, token, returnTo, notice: noticeFrom(url) },
    cache: PRIVATE_CACHE,
    seo: {
      title: seoTitles[view],
      description: 'Your account.',
      canonical: `${requestOrigin(args.request)}${url.pathname}`,
      noindex: true,
    },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const view = viewOf(new URL(request.url).pathname);
  const token = params.token ?? null;
  if ((view === 'reset' || view === 'verify') && !tokenPattern.test(token ?? '')) notFound();
  const { locale } = requestLocale(request);
  const store = storeClientFor(await storeTransport(context), request, locale);
  return authAction({ request, store, view, token, locale });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
export const handle = sectionsHandle({ 'main-account-auth': MainAccountAuth });
