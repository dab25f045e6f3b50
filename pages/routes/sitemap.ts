import type { LoaderFunctionArgs } from 'react-router';
import { hreflangAlternates } from '../../lib/i18n/localeUrl';
import { storeClientFor, storeTransport } from '../loaders/context.server';
import { requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE } from '../loaders/seo';

/** Upper bound on catalogue pages read for one sitemap (100 products each). */
const MAX_PAGES = 100;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/sitemap.xml`: home, every collection, product and policy, read through the typed client, in
 * every language: each page's URL per language, each listing all of them as `hreflang` alternates.
 */
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
  const entry = (u: { path: string; lastmod: string | null }) => {
    const alternates = hreflangAlternates(origin, u.path);
    const links = alternates
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    const lastmod = u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : '';
    return alternates
      .filter((a) => a.hreflang !== 'x-default')
      .map((a) => `  <url><loc>${escapeXml(a.href)}</loc>${lastmod}${links}</url>`);
  };
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.flatMap(entry),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CATALOGUE_CACHE },
  });
}
