import { describe, expect, it } from 'vitest';
import { scriptsAfterContent } from '../../server/render/handler';

// What React Router streams for a product page, cut down: preloads in the head, the bootstrap
// module script in the body, a deferred chunk after it, and text outside ASCII before and after
// the bootstrap (what follows it passes as bytes).
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/media/tee-700.webp"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="stylesheet" href="/assets/root-deps-C.css"/></head>',
  '<body><h1>Café crème — 12 €</h1><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-D.js";\n',
  'import * as route1 from "/assets/product-E.js";\n  window.__reactRouterManifest = {};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};\n\n',
  'import("/assets/entry.client-A.js");</script>',
  '<p>Grüße — 5 €</p>',
  '<script>window.__reactRouterContext.streamController.enqueue("P1:[]");</script></body></html>',
].join('');

const bytes = new TextEncoder().encode(page);

async function rewrite(chunkSize: number, contentType = 'text/html; charset=utf-8') {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) controller.enqueue(bytes.slice(i, i + chunkSize));
      controller.close();
    },
  });
  const response = scriptsAfterContent(
    new Response(stream, { status: 200, headers: { 'content-type': contentType, 'x-kept': 'yes' } }),
  );
  return { response, text: await response.text() };
}

describe('scriptsAfterContent', () => {
  it('takes the module preloads out of the head and loads them after the first frame', async () => {
    const { response, text } = await rewrite(bytes.length);
    expect(response.headers.get('x-kept')).toBe('yes');
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="preload" as="image" href="/media/tee-700.webp"/>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/root-deps-C.css"/>');

    const bootstrap = text.slice(
      text.indexOf('<script type="module"'),
      text.indexOf('</script>', text.indexOf('<script type="module"')),
    );
    expect(bootstrap).not.toMatch(/^import \* as/m);
    expect(bootstrap.indexOf('requestAnimationFrame')).toBeLessThan(bootstrap.indexOf('import('));
    expect(bootstrap).toContain('["/assets/entry.client-A.js","/assets/framework-B.js"]');
    expect(bootstrap).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/product-E.js")]);',
    );
    expect(bootstrap).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};',
    );
    expect(bootstrap).toContain('import("/assets/entry.client-A.js");');
    // Everything else passes through unchanged.
    expect(text).toContain('<h1>Café crème — 12 €</h1>');
    expect(text).toContain('</script><p>Grüße — 5 €</p><script>');
    expect(text.endsWith('enqueue("P1:[]");</script></body></html>')).toBe(true);
  });

  it('gives the same page however the stream is cut (markers and characters split across chunks)', async () => {
    const whole = (await rewrite(bytes.length)).text;
    for (const size of [1, 2, 3, 5, 7, 16, 31, 64, 200, 640]) {
      expect((await rewrite(size)).text, `chunks of ${size} bytes`).toBe(whole);
    }
  });

  it('leaves answers that are not HTML alone', async () => {
    const { text } = await rewrite(5, 'application/json');
    expect(text).toBe(page);
  });
});

describe('scriptsAfterContent with a CSP nonce', () => {
  it('finds and defers the bootstrap that carries the answer’s nonce, keeping the nonce', async () => {
    const nonce = 'bm9uY2Utb2YtdGhpcy1hbnN3ZXI=';
    const withNonce = page.replace(
      '<script type="module" async="">',
      `<script nonce="${nonce}" type="module" async="">`,
    );
    const response = scriptsAfterContent(
      new Response(withNonce, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      nonce,
    );
    const text = await response.text();
    const start = text.indexOf(`<script nonce="${nonce}" type="module" async="">`);
    expect(start).toBeGreaterThan(-1);
    const bootstrap = text.slice(start, text.indexOf('</script>', start));
    expect(bootstrap).toContain('requestAnimationFrame');
    expect(bootstrap).not.toMatch(/^import \* as/m);
  });
});
