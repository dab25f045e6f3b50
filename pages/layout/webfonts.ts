/**
 * When the themes' webfonts (themes/webfonts.css) set the text.
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
 *   the same line breaks and boxes). Once it has loaded (the LCP image is in) and the browser is
 *   idle, the head script fetches the files at low priority, unless the shopper asked to save
 *   data; the next client navigation turns them on (`webfontsOnPage`, from the root) while the new
 *   page is set anyway. Any full page load after that takes the first branch.
 *
 * Without JavaScript the `<noscript>` copy of the stylesheet applies at once (pages/root.tsx).
 */

/** localStorage: the theme's font files (space-separated URLs) this browser has fetched. */
export const storageKey = 'vitrine:webfonts';

/** The stylesheet `<link>`; the server writes the theme's first-view files into `data-files`. */
export const linkId = 'webfonts';

/**
 * Inline in `<head>`, after the stylesheet's `<link>`: all of the above but the navigation, so it
 * does not wait for the bundle and adds nothing to it. Runs once, from the server's HTML (the
 * browser bundle leaves it out: `import.meta.env.SSR` is a build-time constant). The cache is
 * asked only when storage says the files were fetched, as a miss costs a console line.
 */
export const webfontsHeadScript = import.meta.env.SSR
  ? `(function(){
var l=document.getElementById(${JSON.stringify(linkId)});if(!l||!window.fetch)return;
var key=${JSON.stringify(storageKey)},files=l.getAttribute('data-files'),store;if(!files)return;
try{store=window.localStorage}catch(e){}
function each(get){return Promise.all(files.split(' ').map(function(href){return get(href).then(function(r){if(!r.ok)throw r;return r})}))}
function forNextPage(){
if(navigator.connection&&navigator.connection.saveData)return;
var idle=window.requestIdleCallback||function(run){setTimeout(run,2000)};
function go(){idle(function(){
each(function(href){return fetch(href,{priority:'low'}).then(function(r){return r.arrayBuffer().then(function(){return r})})})
.then(function(){try{store.setItem(key,files)}catch(e){}},function(){})})}
if(document.readyState==='complete')go();else addEventListener('load',go)}
if(!store||store.getItem(key)!==files)return forNextPage();
each(function(href){return fetch(href,{cache:'only-if-cached',mode:'same-origin'})})
.then(function(){l.media='all'},function(){try{store.removeItem(key)}catch(e){}forNextPage()})})()`
  : '';

let shown: string | undefined;

/**
 * The root's effect on each pathname. The landing page's leaves the webfonts as they are; from the
 * first client navigation on they are on (from the cache, as the head script fetched them).
 */
export function webfontsOnPage(pathname: string): void {
  const link = shown !== pathname && shown !== undefined && document.getElementById(linkId);
  if (link) (link as HTMLLinkElement).media = 'all';
  shown = pathname;
}
