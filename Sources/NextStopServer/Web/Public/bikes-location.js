// Sorting the bikes favourites and the watch view by distance needs the visitor's position, which the page carries
// in its address as `near`.

const ASKED = 'bikes.located';

/**
 * Reopens the page with `near` when the position can be had: every visit once the visitor has granted it (asking
 * then shows no prompt), otherwise once a session, so a refusal is not asked again on every page.
 */
export async function addNearWhenKnown() {
  const params = new URLSearchParams(location.search);
  if (params.has('near') || ['name', 'manual'].includes(params.get('sort')) || !('geolocation' in navigator)) return;
  const permission = await navigator.permissions?.query({ name: 'geolocation' }).catch(() => null);
  if (permission?.state !== 'granted' && sessionStorage.getItem(ASKED)) return;
  sessionStorage.setItem(ASKED, '1');
  navigator.geolocation.getCurrentPosition((position) => {
    params.set('near', `${position.coords.latitude.toFixed(5)},${position.coords.longitude.toFixed(5)}`);
    location.replace(`${location.pathname}?${params}`);
  }, () => {}, { timeout: 10_000, maximumAge: 60_000 });
}
