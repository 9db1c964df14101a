// Keeps a bikes page's live part current: every 30 s it asks the server for just that part and swaps it in. When the
// server cannot be reached the offline banner says how old the counts on screen are; the next answer hides it.
import { t } from './core.js';

const REFRESH_MS = 30_000;

/**
 * Where this page's bike system answers: its id, its web section (`/bikes/oslo`) and its API under `/api/v1`
 * (`/bikes/oslo`), as the page's `#bikes-place` says.
 */
export function bikesPlace() {
  const place = document.getElementById('bikes-place')?.dataset ?? {};
  return { system: place.system, section: place.section ?? '/bikes', api: place.api ?? '/bikes' };
}

/** Milliseconds since the counts on screen were fetched, or NaN when the page does not say. */
function countsAge(live) {
  return Date.now() - Date.parse(live.querySelector('#bikes-state')?.dataset.fetchedAt ?? '');
}

function showOffline(live, offline) {
  const banner = document.getElementById('offline-banner');
  if (!banner) return;
  const age = countsAge(live);
  banner.textContent = t('offline') + (Number.isNaN(age) ? '' : ` (${Math.max(0, Math.round(age / 1000))} s)`);
  banner.hidden = !offline;
}

/** Refreshes `#bikes-live` from its `data-live` address every 30 s; `onSwap` runs after each new part. */
export function keepLive(onSwap = () => {}) {
  const live = document.getElementById('bikes-live');
  if (!live?.dataset.live) return;
  const refresh = async () => {
    try {
      const response = await fetch(live.dataset.live, { cache: 'no-store', credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
      // Alerts already on screen stay until the page is left: each is answered once, not on every refresh.
      const alerts = [...live.querySelectorAll('.bikes-alert')];
      live.replaceChildren(...alerts, ...parsed.body.childNodes);
      showOffline(live, false);
      onSwap();
    } catch {
      showOffline(live, true);
    }
  };
  // A page the service worker served from its cache carries old counts: check with the server at once rather than
  // showing them unmarked until the first refresh.
  if (!navigator.onLine || countsAge(live) > 2 * REFRESH_MS) refresh();
  setInterval(refresh, REFRESH_MS);
  window.addEventListener('online', refresh);
  window.addEventListener('offline', () => showOffline(live, true));
  return refresh;
}
