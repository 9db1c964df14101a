// An agency's page: "Stops near me" finds the visitor's position and opens the page's list of the stops nearest it;
// without a position it says to search by name.
import './app.js';
import { findPosition } from './location.js';

const button = document.getElementById('transit-near-me');

button?.addEventListener('click', async () => {
  button.disabled = true;
  const place = await findPosition();
  button.disabled = false;
  if (!place) {
    document.getElementById('transit-location-note').hidden = false;
    return;
  }
  const near = `${place.lat.toFixed(5)},${place.lon.toFixed(5)}`;
  window.location.href = `${button.dataset.href}?near=${encodeURIComponent(near)}`;
});
