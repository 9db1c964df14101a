// The visitor's location from the browser, or Central with a visible note when it is refused or unavailable.
import { t } from './core.js';

/** Central, Hong Kong: where the app looks when the browser gives no location. */
export const CENTRAL = { lat: 22.2819, lon: 114.1582 };

let located = null;

/**
 * Resolves to `{lat, lon, fallback}`, asking the browser once per page, with `fallback` (Central unless given) when it
 * gives no position; `#location-note` says what happened.
 */
export function locate(fallback = CENTRAL) {
  if (!located) {
    const note = document.getElementById('location-note');
    if (note) {
      note.textContent = t('locating');
      note.hidden = false;
    }
    located = ask(fallback).then((place) => {
      if (note) {
        note.textContent = t('location_fallback');
        note.hidden = !place.fallback;
      }
      return place;
    });
  }
  return located;
}

function ask(fallback) {
  const unknown = { ...fallback, fallback: true };
  if (!('geolocation' in navigator)) return Promise.resolve(unknown);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude, fallback: false }),
      () => resolve(unknown),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}
