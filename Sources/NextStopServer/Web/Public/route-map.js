// A bus route on the map: its stops in order joined by a line, each stop a dot (green at the first stop, red at the
// last, blue between) that opens it in the stop list below; the stop open in the list is ringed. Stops whose position
// is unknown (placeholders) are left out of the line.
import { openMap } from './map.js';

const LINE_COLOUR = 'rgb(56,132,255)';
const DOT = 44;

/** A stop's dot, 44 px to tap: `place` is `first`, `last` or `middle` of a route. */
export function stopDot(L, stopID, place) {
  return L.divIcon({
    html: `<span class="dot" data-stop="${stopID.replace(/[^\w:-]/g, '')}"></span>`,
    className: `stop-dot ${place}`,
    iconSize: [DOT, DOT],
  });
}

/**
 * Draws the route of `items` (the list's `li.stop` elements, in order) in `element`; `onChoose(item)` runs when a dot
 * is tapped. Resolves to `{ choose(stopID) }`, which rings that stop's dot and brings it into view, or null without
 * a map.
 */
export async function drawRoute(element, items, onChoose) {
  const stops = items
    .filter((item) => item.dataset.position)
    .map((item) => {
      const [lat, lon] = item.dataset.position.split(',').map(Number);
      return { id: item.dataset.stop, name: item.querySelector('.stop-name').textContent, lat, lon, item };
    });
  if (!stops.length) {
    element.hidden = true;
    return null;
  }
  const opened = await openMap(element, { bounds: stops.map((stop) => [stop.lat, stop.lon]) });
  if (!opened) return null;
  const { map, L } = opened;
  // Every stop stays a corner of the line: no simplification that would cut past one.
  L.polyline(stops.map((stop) => [stop.lat, stop.lon]), { color: LINE_COLOUR, weight: 5, opacity: 0.85, smoothFactor: 0, className: 'map-line' })
    .addTo(map);
  const dots = new Map();
  stops.forEach((stop, index) => {
    const place = index === 0 ? 'first' : index === stops.length - 1 ? 'last' : 'middle';
    const marker = L.marker([stop.lat, stop.lon], { icon: stopDot(L, stop.id, place), title: stop.name, keyboard: true })
      .addTo(map)
      .on('click', () => onChoose(stop.item));
    if (!dots.has(stop.id)) dots.set(stop.id, marker);
  });
  element.dataset.ready = 'true';
  let ringed = null;
  return {
    choose(stopID) {
      ringed?.getElement()?.classList.remove('chosen');
      ringed = dots.get(stopID) ?? null;
      if (!ringed) return;
      ringed.getElement()?.classList.add('chosen');
      ringed.setZIndexOffset(1000);
      if (!map.getBounds().contains(ringed.getLatLng())) map.panTo(ringed.getLatLng());
    },
  };
}
