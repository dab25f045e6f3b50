import type { LoaderFunctionArgs } from 'react-router';
import { storeClientFor, storeTransport } from '../loaders/context.server';
import { requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE } from '../loaders/seo';

/** Upper bound on catalogue pages read for one sitemap (100 products each). */
const MAX_PAGES = 100;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `/sitemap.xml`: home, every collection, product and policy, read through the typed client. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const store = storeClientFor(await storeTransport(context), request, 'en-US');
  const origin = requestOrigin(request);
  const [collections, policies] = await Promise.all([
    store.collections.list({ page_size: 100 }),
    store.policies.list(),
  ]);
  const products: { path: string; created_at: string }[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await store.products.list({ page, page_size: 100 });
    products.push(...list.data);
    if (page >= list.meta.last_page) break;
  }
  const urls = [
    { path: '/', lastmod: null },
    { path: '/collections/all', lastmod: null },
    ...collections.data.map((c) => ({ path: c.path, lastmod: null })),
    ...products.map((p) => ({ path: p.path, lastmod: p.created_at.slice(0, 10) })),
    ...policies.map((p) => ({ path: p.path, lastmod: p.updated_at.slice(0, 10) })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) =>
        `  <url><loc>${escapeXml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CATALOGUE_CACHE },
  });
}
