import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { TemplatePage } from '../layout/TemplatePage';
import { orNotFound, pageContext, templatePage } from '../loaders/page.server';
import { requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE, pageHeaders, plainText, seoMeta } from '../loaders/seo';
import { policiesIndex } from '../sections/main-page/policiesIndex.server';

/** `/policies/:handle`: one policy; `/policies`: every policy, linked (the page template). */
export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  if (!args.params.handle) return policiesIndex(args, ctx);
  const policy = await orNotFound(ctx.store.policies.get(args.params.handle ?? ''));
  return templatePage(args, ctx, {
    template: 'policy',
    page: { kind: 'policy', policy },
    cache: CATALOGUE_CACHE,
    seo: {
      title: policy.title,
      description: plainText(policy.body),
      canonical: `${requestOrigin(args.request)}${policy.path}`,
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;

/** A cart change does not reload this route's data (pages/cart/revalidate.ts). */
