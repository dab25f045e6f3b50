import type { LoaderFunctionArgs } from 'react-router';
import { type PageContext, templatePage } from '../../loaders/page.server';
import { requestOrigin } from '../../loaders/request';
import { CATALOGUE_CACHE } from '../../loaders/seo';

/** `/policies` (routes/policy.tsx without a handle): every store policy, linked. */
export async function policiesIndex(args: Pick<LoaderFunctionArgs, 'request' | 'params'>, ctx: PageContext) {
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
