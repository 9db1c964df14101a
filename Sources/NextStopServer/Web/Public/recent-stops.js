// The ten stops viewed last, kept in this browser only.
const KEY = 'nextstop_recent_stops';
const LIMIT = 10;

/** The remembered stops, newest first: `{id, names: {tc, en}}`. */
export function recentStops() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((stop) => typeof stop?.id === 'string').slice(0, LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts a stop first, keeping the names already known in other languages. */
export function rememberStop(id, names) {
  const list = recentStops();
  const earlier = list.find((stop) => stop.id === id);
  const entry = { id, names: { ...(earlier?.names ?? {}), ...names } };
  const next = [entry, ...list.filter((stop) => stop.id !== id)].slice(0, LIMIT);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the list is a convenience only.
  }
}
