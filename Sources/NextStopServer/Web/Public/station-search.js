// A Caltrain station typed as riders type it ("SF", "diridon", "mtn view"): the server's matcher lists the stations
// the text may name, best first, and choosing one (a tap, or Enter for the first) sets the station picker beside it.
import { el } from './core.js';
import { api } from './api.js';

const SHOWN = 6;

/** Makes `input` a type-ahead for `select`; `onChosen` runs after a station is chosen. */
export function stationSearch(input, select, onChosen) {
  const list = document.getElementById(input.getAttribute('aria-controls'));
  let asked = 0;

  function close() {
    list.hidden = true;
    list.replaceChildren();
    input.setAttribute('aria-expanded', 'false');
  }

  function choose(id) {
    select.value = id;
    input.value = '';
    close();
    onChosen();
  }

  input.addEventListener('input', async () => {
    const typed = input.value.trim();
    const mine = ++asked;
    if (!typed) {
      close();
      return;
    }
    const found = await api(`/caltrain/stations?q=${encodeURIComponent(typed.slice(0, 100))}`).catch(() => null);
    if (mine !== asked || !found) return;
    list.replaceChildren(...found.stations.slice(0, SHOWN).map((station) => el(
      'li', { role: 'option', class: 'station-match', 'data-id': station.id }, station.name)));
    list.hidden = !found.stations.length;
    input.setAttribute('aria-expanded', String(!list.hidden));
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const first = list.querySelector('.station-match');
    if (first) choose(first.dataset.id);
  });
  list.addEventListener('click', (event) => {
    const match = event.target.closest('.station-match');
    if (match) choose(match.dataset.id);
  });
}

/** Degrees (about 50 km) beyond which a rider is not near the line, and no station is the nearest. */
const NEAR_DEGREES = 0.5;

/** The id of the station nearest `place` among `stations` (each with `lat` and `lon`), or null far from all. */
export function nearestStation(stations, place) {
  let best = null;
  let bestDistance = NEAR_DEGREES * NEAR_DEGREES;
  for (const station of stations) {
    if (station.lat == null || station.lon == null) continue;
    const dLat = station.lat - place.lat;
    const dLon = (station.lon - place.lon) * Math.cos((place.lat * Math.PI) / 180);
    const distance = dLat * dLat + dLon * dLon;
    if (distance < bestDistance) [best, bestDistance] = [station.id, distance];
  }
  return best;
}
