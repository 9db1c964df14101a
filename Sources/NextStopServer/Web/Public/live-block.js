// Keeps a page the server draws fresh (an agency's stop board or trip, an MTR station's trains): a refresh loads
// the page again and swaps in its live block; a failed load keeps what is shown, marked stale.
import './app.js';
import { ApiError } from './api.js';
import { Refresher } from './refresher.js';
import { enablePullToRefresh } from './pull-to-refresh.js';

const live = document.getElementById('live-block');

async function load() {
  let response;
  try {
    response = await fetch(location.href, { cache: 'no-store', credentials: 'same-origin' });
  } catch {
    throw new ApiError(0);
  }
  if (!response.ok) throw new ApiError(response.status);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const fresh = page.getElementById('live-block');
  if (!fresh) throw new ApiError(response.status, 'The page came back without its live block.');
  live.replaceChildren(...[...fresh.childNodes].map((node) => document.adoptNode(node)));
  live.dataset.stale = fresh.dataset.stale;
  return { stale: fresh.dataset.stale === 'true' };
}

if (live) {
  const refresher = new Refresher({
    load,
    button: document.getElementById('refresh'),
    status: document.getElementById('refresh-status'),
    target: live,
    timeZone: live.dataset.timeZone,
    drawn: true,
  });
  refresher.start();
  enablePullToRefresh(() => refresher.refreshNow());
}
