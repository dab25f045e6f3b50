import type { LoaderFunctionArgs } from 'react-router';
import { requestOrigin } from '../loaders/request';
import { CATALOGUE_CACHE } from '../loaders/seo';

/** `/robots.txt`: crawl the catalogue, not carts, checkouts, search or the API. */
export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /checkouts',
    'Disallow: /search',
    'Disallow: /api/',
    'Disallow: /*?preview_theme=',
    `Sitemap: ${requestOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CATALOGUE_CACHE },
  });
}
