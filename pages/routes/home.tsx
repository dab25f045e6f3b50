import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { TemplatePage } from '../layout/TemplatePage';
import { pageContext, templatePage } from '../loaders/page.server';
import { requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE, pageHeaders, STORE_NAME, seoMeta } from '../loaders/seo';

export async function loader(args: LoaderFunctionArgs) {
  const ctx = await pageContext(args);
  const origin = requestOrigin(args.request);
  return templatePage(args, ctx, {
    template: 'home',
    page: { kind: 'home' },
    cache: CATALOGUE_CACHE,
    seo: {
      title: STORE_NAME,
      description: 'Clothing, shoes, bags, homeware and gifts from the Vitrine demo store.',
      canonical: `${origin}/`,
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: STORE_NAME, url: `${origin}/` }],
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);
export const headers = pageHeaders;
export default TemplatePage;

/** A cart change does not reload this route's data (pages/cart/revalidate.ts). */
