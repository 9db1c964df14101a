// A trip on the map: the walks to the first stop and from the last dashed, each ride a line through the stops it
// passes (its route's stops from boarding to alighting), a dot where the rider boards and where they get off.
import { api } from './api.js';
import { redraw } from './map.js';
import { stopDot } from './route-map.js';

const RIDE_COLOURS = ['rgb(56, 132, 255)', 'rgb(255, 140, 0)', 'rgb(26, 156, 74)'];
const WALK_COLOUR = 'rgb(110, 110, 110)';

/** The positions of the stops `leg` rides through, boarding and alighting included. */
async function ridden(leg) {
  const detail = await api(`/routes/${encodeURIComponent(leg.variant.key)}`);
  return detail.stops
    .filter((entry) => entry.seq >= leg.board.seq && entry.seq <= leg.alight.seq && !entry.stop.placeholder)
    .map((entry) => [entry.stop.lat, entry.stop.lon]);
}

/** Where a trip's end is: a position as asked, or the stop it names; null for anything else (a group of stops). */
function position(end) {
  const place = end.stop ?? end;
  return Number.isFinite(place.lat) && Number.isFinite(place.lon) ? [place.lat, place.lon] : null;
}

/** Shows `option` of the trips `answer` in `element`. */
export async function showTrip(element, answer, option) {
  const rides = await Promise.all(option.legs.map(ridden));
  const start = position(answer.from) ?? rides[0][0];
  const end = position(answer.to) ?? rides[rides.length - 1].at(-1);
  const bounds = [start, end, ...rides.flat()];
  element.hidden = false;
  const drawn = await redraw(element, bounds);
  if (!drawn) return;
  const { L, layer } = drawn;
  const walk = { color: WALK_COLOUR, weight: 4, dashArray: '4 8', className: 'map-walk' };
  L.polyline([start, rides[0][0]], walk).addTo(layer);
  rides.forEach((ride, index) => {
    const colour = RIDE_COLOURS[index % RIDE_COLOURS.length];
    L.polyline(ride, { color: colour, weight: 5, smoothFactor: 0, className: 'map-line' }).addTo(layer);
    const leg = option.legs[index];
    L.marker(ride[0], { icon: stopDot(L, leg.board.stop.id, 'first'), interactive: false }).addTo(layer);
    L.marker(ride[ride.length - 1], { icon: stopDot(L, leg.alight.stop.id, 'last'), interactive: false }).addTo(layer);
  });
  L.polyline([rides[rides.length - 1].at(-1), end], walk).addTo(layer);
  element.dataset.ready = 'true';
}
