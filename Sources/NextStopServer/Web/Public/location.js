// The visitor's location: the one found in the last 10 minutes on any page of any section, else the browser's
// (a quick, low-accuracy fix), else a fallback with a visible note when it is refused or unavailable.
import { t } from './core.js';

/** Central, Hong Kong: where the app looks when the browser gives no location. */
export const CENTRAL = { lat: 22.2819, lon: 114.1582 };

const REMEMBERED = 'nextstop.location';
const REMEMBER_MS = 10 * 60_000;

/** The position found in the last 10 minutes on any page, or null. */
export function rememberedPosition() {
  try {
    const kept = JSON.parse(localStorage.getItem(REMEMBERED) ?? 'null');
    const fresh = kept && Date.now() - kept.at < REMEMBER_MS && Number.isFinite(kept.lat) && Number.isFinite(kept.lon);
    return fresh ? { lat: kept.lat, lon: kept.lon } : null;
  } catch {
    return null;
  }
}

/** Keeps a position the browser gave for the pages of the next 10 minutes. */
function rememberPosition(position) {
  const place = { lat: position.coords.latitude, lon: position.coords.longitude };
  try {
    localStorage.setItem(REMEMBERED, JSON.stringify({ ...place, at: Date.now() }));
  } catch {
    // Storage refused (private browsing): the next page asks again.
  }
  return place;
}

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
  return findPosition().then((place) => (place ? { ...place, fallback: false } : { ...fallback, fallback: true }));
}

/**
 * The position found in the last 10 minutes, else the browser's quick low-accuracy fix, kept for the next pages;
 * null when the browser gives none.
 */
export function findPosition() {
  const kept = rememberedPosition();
  if (kept) return Promise.resolve(kept);
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(rememberPosition(position)),
      () => resolve(null),
      { enableHighAccuracy: false, timeout: 8_000, maximumAge: REMEMBER_MS },
    );
  });
}

/** Whether the visitor has let this site know where they are, so that asking shows no prompt. */
export async function locationGranted() {
  const permission = await navigator.permissions?.query({ name: 'geolocation' }).catch(() => null);
  return permission?.state === 'granted';
}
