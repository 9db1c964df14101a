// The Caltrain pair of stations last chosen, kept in this browser: the trains tab shows it and the stations tab
// changes one end of it.
const PAIR_KEY = 'nextstop.caltrain.pair';

/**
 * The pair last chosen among `stations` (ids north to south), else the first station and the middle one; `chosen`
 * says whether one was kept.
 */
export function pairAmong(stations) {
  let kept = null;
  try {
    kept = JSON.parse(localStorage.getItem(PAIR_KEY) ?? 'null');
  } catch {
    kept = null;
  }
  const known = (id) => stations.includes(id);
  return {
    from: known(kept?.from) ? kept.from : stations[0],
    to: known(kept?.to) ? kept.to : stations[Math.min(stations.length - 1, Math.floor(stations.length / 2))],
    chosen: Boolean(kept),
  };
}

export function savePair(pair) {
  localStorage.setItem(PAIR_KEY, JSON.stringify({ from: pair.from, to: pair.to }));
}
