// The London bikes map: a tapped pin opens a popup over the map (name, standard bikes, e-bikes, spaces and a star
// that saves or removes the dock) instead of leaving for the dock's page, which stays the link without script. The
// map itself refreshes every 30 s; an open popup is redrawn from the server after each star.
import './app.js';
import { toast } from './core.js';
import { api } from './api.js';
import { keepLive } from './bikes-live.js';

const popup = document.getElementById('dock-popup');

async function openPopup(dockID) {
  const response = await fetch(`/bikes/docks/${encodeURIComponent(dockID)}?popup=1`, {
    cache: 'no-store', credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(String(response.status));
  popup.innerHTML = await response.text();
  popup.hidden = false;
  popup.querySelector('.popup-close')?.focus();
}

async function toggleStar(button) {
  if (button.dataset.favourite) {
    await api(`/bikes/favourites/${button.dataset.favourite}`, { method: 'DELETE' });
  } else {
    await api('/bikes/favourites', { method: 'POST', body: { dock_id: button.dataset.dock } });
  }
  await openPopup(button.dataset.dock);
}

document.addEventListener('click', (event) => {
  const pin = event.target.closest('a.pin');
  if (pin?.dataset.dock) {
    event.preventDefault();
    openPopup(pin.dataset.dock).catch(() => { location.href = pin.getAttribute('href'); });
    return;
  }
  const star = event.target.closest('#dock-popup button.star');
  if (star) toggleStar(star).catch((error) => toast(error.message));
  if (event.target.closest('#dock-popup .popup-close')) popup.hidden = true;
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') popup.hidden = true;
});

keepLive();
