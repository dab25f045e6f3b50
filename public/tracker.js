// The consented tracker: the consent banner section adds this script only once the shopper has
// allowed analytics. It sends a page view for the first page and for every client-side
// navigation to the collector in its `data-collector` attribute (default: the store's own
// /api/statistics/track), as a plain-text POST, falling back to a beacon.
const script = document.currentScript ?? document.querySelector('script[data-collector]');
const collector = script?.dataset.collector || '/api/statistics/track';

function send(name, parameters = {}) {
  const body = JSON.stringify({ name, path: location.pathname, parameters });
  const headers = { 'Content-Type': 'text/plain;charset=UTF-8' };
  fetch(collector, { method: 'POST', body, headers, keepalive: true, credentials: 'same-origin' }).catch(
    () => {
      navigator.sendBeacon?.(collector, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
    },
  );
}

let last = '';
function pageView() {
  if (location.pathname === last) return;
  last = location.pathname;
  const query = new URLSearchParams(location.search);
  if (location.pathname === '/search' && query.get('q')) send('search', { search_term: query.get('q') });
  send('page_view', { title: document.title });
}

for (const method of ['pushState', 'replaceState']) {
  const original = history[method];
  history[method] = function (...args) {
    const result = original.apply(this, args);
    queueMicrotask(pageView);
    return result;
  };
}
addEventListener('popstate', pageView);
pageView();
window.vitrineTrack = send;
