// Copies of answers kept in this browser, so a page can still show the last ones it had when the server cannot be
// reached: the favourites list and their arrivals, with the time they were saved.

/** Keeps `value` under `key` with the time now. */
export function saveCopy(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), value }));
  } catch {
    // Storage full or disabled: the copy is a fallback only.
  }
}

/** The copy kept under `key` as `{ value, savedAt }` (milliseconds), or null when there is none. */
export function savedCopy(key) {
  try {
    const copy = JSON.parse(localStorage.getItem(key) || 'null');
    return copy && typeof copy.savedAt === 'number' && 'value' in copy ? copy : null;
  } catch {
    return null;
  }
}

/** Whole minutes since `savedAt`. */
export function minutesSince(savedAt) {
  return Math.max(0, Math.floor((Date.now() - savedAt) / 60_000));
}
