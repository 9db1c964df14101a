// The visitor's location from the browser, or Central with a visible note when it is refused or unavailable.
import { t } from './core.js';

/** Central, Hong Kong: where the app looks when the browser gives no location. */
export const CENTRAL = { lat: 22.2819, lon: 114.1582 };

let located = null;

/** Resolves to `{lat, lon, fallback}`, asking the browser once per page; `#location-note` says what happened. */
export function locate() {
  if (!located) {
    const note = document.getElementById('location-note');
    if (note) {
      note.textContent = t('locating');
      note.hidden = false;
    }
    located = ask().then((place) => {
      if (note) {
        note.textContent = t('location_fallback');
        note.hidden = !place.fallback;
      }
      return place;
    });
  }
  return located;
}

function ask() {
  const fallback = { ...CENTRAL, fallback: true };
  if (!('geolocation' in navigator)) return Promise.resolve(fallback);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude, fallback: false }),
      () => resolve(fallback),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
