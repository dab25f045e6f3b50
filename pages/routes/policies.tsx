import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { keepDataAfterCartChange } from '../cart/revalidate';
import { TemplatePage } from '../layout/TemplatePage';
import { pageContext, templatePage } from '../loaders/page.server';
import { requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE, pageHeaders, seoMeta } from '../loaders/seo';

/** `/policies`: every store policy, linked. */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const policies = await ctx.store.policies.list();
  return templatePage(args, ctx, {
    template: 'page',
    page: { kind: 'policies', policies },
    cache: CATALOGUE_CACHE,
    seo: {
      title: 'Policies',
      description: policies.map((p) => p.title).join(', '),
      canonical: `${requestOrigin(args.request)}/policies`,
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;
export const shouldRevalidate = keepDataAfterCartChange;
