/**
 * When the themes' webfonts (themes/webfonts.css) set the text (issue 7).
 *
 * Turning a webfont on sets every text run on the page again: Chromium drops all shaped text when
 * the page's set of font faces changes, whichever elements use them. On a mid-range phone (4×
 * CPU) that relayout is a single 150–300 ms task, and Lighthouse counts it in Total Blocking Time
 * on every page; it landed right when a shopper starts to scroll or tap. So the webfonts never
 * arrive in the middle of a page view:
 *
 * - **The browser already has the files** (it fetched them before; `storageKey` remembers which):
 *   the head script (`webfontsHeadScript`) asks the HTTP cache — never the network — for them
 *   (hashed, immutable) and turns the stylesheet on, in practice before the CSS has arrived and
 *   the page is first laid out. If the cache has dropped them, the browser is treated as new.
 * - **A first visit:** the page stays in the metric-matched fallbacks (themes/fontFallbacks.css.ts:
 *   the same line breaks and boxes). Once it is idle, `prefetchWebfonts` fetches the files at low
 *   priority, and the next client navigation turns them on (`applyWebfonts`) while the new page is
 *   set anyway. Any full page load after that takes the first branch.
 *
 * Without JavaScript the `<noscript>` copy of the stylesheet applies at once (pages/root.tsx).
 */

/** localStorage: the theme's font files (space-separated URLs) this browser has fetched. */
export const storageKey = 'vitrine:webfonts';

/** The stylesheet `<link>`; the server writes the theme's first-view files into `data-files`. */
export const linkId = 'webfonts';

/**
 * Inline in `<head>`, after the stylesheet's `<link>`. Runs once, from the server's HTML (the
 * browser bundle leaves it out: `import.meta.env.SSR` is a build-time constant). The cache is
 * asked only when storage says the files were fetched: a miss costs a console line.
 */
export const webfontsHeadScript = import.meta.env.SSR
  ? `(function(){
var l=document.getElementById(${JSON.stringify(linkId)});if(!l||!window.fetch)return;
var key=${JSON.stringify(storageKey)},files=l.getAttribute('data-files');
try{if(!files||localStorage.getItem(key)!==files)return}catch(e){return}
Promise.all(files.split(' ').map(function(href){
return fetch(href,{cache:'only-if-cached',mode:'same-origin'}).then(function(r){if(!r.ok)throw r})
})).then(function(){l.media='all'},function(){try{localStorage.removeItem(key)}catch(e){}})})()`
  : '';

const stylesheet = () => document.getElementById(linkId) as HTMLLinkElement | null;

/**
 * After the first view has hydrated: fetches the theme's font files once the page has loaded and
 * the browser is idle, so the next view is set in them. Not when the shopper asked to save data,
 * nor when they are already on.
 */
export function prefetchWebfonts(): void {
  const link = stylesheet();
  const files = link?.dataset.files;
  if (!link || !files || link.media !== 'print') return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  // After the page's own images: `load` (the LCP image is in), then an idle moment, so the files
  // never share the connection with what the shopper is waiting for.
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  void loaded.then(() => idle(() => fetchAndRemember(files)));
}

function fetchAndRemember(files: string) {
  Promise.all(
    files.split(' ').map(async (href) => {
      const response = await fetch(href, { priority: 'low' });
      if (!response.ok) throw new Error(`${href}: ${response.status}`);
      await response.arrayBuffer();
    }),
  ).then(
    () => {
      try {
        localStorage.setItem(storageKey, files);
      } catch {
        // Storage refused (private mode, quota): the files still load on use after a navigation.
      }
    },
    // Not fetched (offline, a deploy replaced the hashes): nothing is remembered, and the files
    // load on use when a navigation turns the stylesheet on.
    () => undefined,
  );
}

/** Turns the webfonts on (a client navigation is setting a new page). */
export function applyWebfonts(): void {
  const link = stylesheet();
  if (link && link.media !== 'all') link.media = 'all';
}
