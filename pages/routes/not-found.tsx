import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { TemplatePage } from '../layout/TemplatePage';
import { pageContext, templatePage } from '../loaders/page.server';
import { requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';

/** Any unknown address: the theme's 404 template, with a 404 status. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  return templatePage(args, ctx, {
    template: '404',
    page: { kind: 'notFound' },
    cache: CATALOGUE_CACHE,
    status: 404,
    seo: {
      title: 'Page not found',
      description: 'The page you were looking for does not exist.',
      canonical: `${requestOrigin(args.request)}${new URL(args.request.url).pathname}`,
      noindex: true,
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
