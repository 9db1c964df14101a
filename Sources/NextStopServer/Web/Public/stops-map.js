// Nearby stops on the map: the rider's position and each stop around it, a tap on a stop leading to its arrivals.
// Drawn again in place when the list is reloaded.
import { t, nameOf, stopHref } from './core.js';
import { redraw } from './map.js';
import { stopDot } from './route-map.js';

/** Shows `stops` (the nearby answer's) around `place` ({lat, lon}) in `element`. */
export async function showNearbyStops(element, place, stops) {
  const located = stops.filter((stop) => Number.isFinite(stop.lat) && Number.isFinite(stop.lon));
  const bounds = [[place.lat, place.lon], ...located.map((stop) => [stop.lat, stop.lon])];
  const drawn = await redraw(element, bounds);
  if (!drawn) return;
  const { L, layer } = drawn;
  const rider = L.divIcon({ html: '<span class="dot"></span>', className: 'rider-dot', iconSize: [22, 22] });
  L.marker([place.lat, place.lon], { icon: rider, title: t('my_location'), interactive: false }).addTo(layer);
  for (const stop of located) {
    L.marker([stop.lat, stop.lon], { icon: stopDot(L, stop.id, 'middle'), title: nameOf(stop.name), keyboard: true })
      .on('click', () => { location.href = stopHref(stop.id); })
      .addTo(layer);
  }
  element.dataset.ready = 'true';
}
