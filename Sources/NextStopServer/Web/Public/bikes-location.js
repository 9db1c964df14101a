// Sorting the bikes favourites and the watch view by distance needs the visitor's position, which the page carries
// in its address as `near`.
import { findPosition, locationGranted, rememberedPosition } from './location.js';

const ASKED = 'bikes.located';

/**
 * Reopens the page with `near` when the position can be had: at once when a page found it in the last 10 minutes,
 * else every visit once the visitor has granted it (asking then shows no prompt), otherwise once a session, so a
 * refusal is not asked again on every page.
 */
export async function addNearWhenKnown() {
  const params = new URLSearchParams(location.search);
  if (params.has('near') || ['name', 'manual'].includes(params.get('sort')) || !('geolocation' in navigator)) return;
  if (!rememberedPosition()) {
    if (!(await locationGranted()) && sessionStorage.getItem(ASKED)) return;
    sessionStorage.setItem(ASKED, '1');
  }
  const place = await findPosition();
  if (!place) return;
  params.set('near', `${place.lat.toFixed(5)},${place.lon.toFixed(5)}`);
  location.replace(`${location.pathname}?${params}`);
}
