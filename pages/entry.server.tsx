/**
 * React Router's Node server entry, as its default (streams the HTML once the shell is ready; bots
 * get the whole page at once), plus two things for sections the browser loads on demand
 * (layout/lazySections.ts): SectionList gets every section's component from the registry, so they
 * are in the HTML whole, and finished boundaries are never outlined (below). Every inline script
 * React and React Router write carries the answer's Content Security Policy nonce from the load
 * context (server/render/handler.ts sets the policy).
 */
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { flushedChunks } from './flushedChunks.server';
import { checkLayout } from './layout/checkLayout';
import { ServerSectionComponents } from './layout/sectionComponents';
import { registry, sectionSchemas } from './layout/sectionEntries.server';
import { webfontsHeadScript } from './layout/webfonts';

export const streamTimeout = 5_000;

/**
 * The CSP hash sources of the document's fixed inline scripts (root.tsx's webfonts head script):
 * the same text on every page, so a hash allows it without a nonce, cached pages included.
 */
export const inlineScriptHashes = [webfontsHeadScript].map(
  (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
);

/**
 * What the merchant's editor checks drafts with (server/routes/editor.ts reads it from the build):
 * the storefront's own section schemas and the strict layout check over them.
 */
export const editorSchemas = {
  sections: sectionSchemas,
  checkLayout: (template: unknown) => checkLayout(template, sectionSchemas),
};

const allSectionComponents = Object.fromEntries(
  Object.entries(registry).map(([type, entry]) => [type, entry.component]),
);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.vitrine?.nonce;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort a render still streaming after streamTimeout, with time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerSectionComponents value={allSectionComponents}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerSectionComponents>,
      {
        // React outlines a finished Suspense boundary bigger than this (default 12.8 KB) to a later
        // chunk, so the browser may paint the rest first. Every lazily hydrated section sits in a
        // boundary of its own (layout/lazySections.ts): outlined, a footer or a product grid would
        // paint as a placeholder, then push the page down. Only data still loading may stream.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        nonce,
        [readyOption]() {
          shellRendered = true;
          const { sink, body } = flushedChunks(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(sink);
          resolve(new Response(body, { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors in the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
