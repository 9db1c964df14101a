// The London bikes pages: the favourites sorted by distance from where the visitor is, stars that save and remove
// docks, docks reordered by dragging in "my order", and the live part refreshed every 30 s or by pulling down.
import './app.js';
import { toast } from './core.js';
import { api } from './api.js';
import { keepLive } from './bikes-live.js';

const params = new URLSearchParams(location.search);
let refresh = () => location.reload();

/** Sorting by distance needs the visitor's position: asked once, then the page reloads with `near`. */
function locateForDistance() {
  if (location.pathname !== '/bikes' || params.get('sort') === 'name' || params.get('sort') === 'manual') return;
  if (params.has('near') || !('geolocation' in navigator) || sessionStorage.getItem('bikes.located')) return;
  sessionStorage.setItem('bikes.located', '1');
  navigator.geolocation.getCurrentPosition((position) => {
    params.set('near', `${position.coords.latitude.toFixed(5)},${position.coords.longitude.toFixed(5)}`);
    location.replace(`${location.pathname}?${params}`);
  }, () => {}, { timeout: 10_000, maximumAge: 60_000 });
}

async function toggleStar(button) {
  try {
    if (button.dataset.favourite) {
      await api(`/bikes/favourites/${button.dataset.favourite}`, { method: 'DELETE' });
    } else {
      await api('/bikes/favourites', { method: 'POST', body: { dock_id: button.dataset.dock } });
    }
    await refresh();
  } catch (error) {
    toast(error.message);
  }
}

/** Drag and drop in "my order": the new order is saved at once. */
function enableDragging() {
  const list = document.getElementById('bikes-list');
  if (!list?.classList.contains('manual')) return;
  let dragged = null;
  list.addEventListener('dragstart', (event) => {
    dragged = event.target.closest('.dock-row');
    dragged?.classList.add('dragging');
  });
  list.addEventListener('dragover', (event) => {
    event.preventDefault();
    const over = event.target.closest('.dock-row');
    if (!dragged || !over || over === dragged) return;
    const box = over.getBoundingClientRect();
    list.insertBefore(dragged, event.clientY > box.top + box.height / 2 ? over.nextSibling : over);
  });
  list.addEventListener('drop', async (event) => {
    event.preventDefault();
    dragged?.classList.remove('dragging');
    dragged = null;
    const ids = [...list.querySelectorAll('.dock-row[data-favourite]')].map((row) => Number(row.dataset.favourite));
    try {
      await api('/bikes/favourites/reorder', { method: 'POST', body: { ids } });
    } catch (error) {
      toast(error.message);
    }
  });
}

/** Pulling the page down from its top refreshes the live part at once. */
function enablePullToRefresh() {
  let startY = null;
  window.addEventListener('touchstart', (event) => {
    startY = window.scrollY === 0 ? event.touches[0].clientY : null;
  }, { passive: true });
  window.addEventListener('touchend', (event) => {
    if (startY !== null && event.changedTouches[0].clientY - startY > 80) refresh();
    startY = null;
  }, { passive: true });
}

document.addEventListener('click', (event) => {
  const star = event.target.closest('button.star');
  if (star) toggleStar(star);
});

locateForDistance();
refresh = keepLive(enableDragging) ?? refresh;
enableDragging();
enablePullToRefresh();
