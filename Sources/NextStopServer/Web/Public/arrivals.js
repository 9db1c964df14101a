// Draws departures: grouped by route and destination, each time as "3 分鐘" / "3 min" with its clock time, "-" for a
// bus that has just left, remarks shown, timetable times styled apart from tracked buses.
import { t, el, nameOf, badge, statusLine, fill } from './core.js';

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Hong_Kong',
});

/** The minutes of one departure: "3 分鐘", "-" once it has left, empty without a time. */
export function minutesText(departure) {
  if (!departure.eta) return '';
  if (departure.minutes == null) return '-';
  return t('minutes', { n: departure.minutes });
}

/** One departure: its minutes, its clock time and its remark. */
export function etaChip(departure) {
  const remark = nameOf(departure.remark);
  const classes = ['eta'];
  if (departure.scheduled) classes.push('scheduled');
  if (departure.stale) classes.push('stale');
  if (!departure.eta) classes.push('no-time');
  return el(
    'span',
    { class: classes.join(' ') },
    departure.eta ? el('strong', { class: 'minutes' }, minutesText(departure)) : null,
    departure.eta ? el('span', { class: 'clock' }, clock.format(new Date(departure.eta))) : null,
    remark ? el('span', { class: 'remark' }, remark) : null,
  );
}

/**
 * Departures without repeats: KMB answers the same bus once per service type of the route, and both operators of a
 * joint route may answer for the same minute, so a bus of the same line at the same minute (or, without a time, with
 * the same remark) is shown once (it was "5 分鐘 07:28 / 5 分鐘 07:28"). A line is a route and its destination, whose
 * case does not count ("KWUN TONG" and "Kwun Tong"), as on the server; where every departure is already one line to
 * the rider (a row of one route variant, whose partner operator may name the destination its own way), `oneLine`
 * says so.
 */
export function distinctDepartures(departures, { oneLine = false } = {}) {
  const seen = new Set();
  return departures.filter((departure) => {
    const when = departure.eta ? Math.floor(Date.parse(departure.eta) / 60000) : `remark ${departure.remark?.en}`;
    const line = oneLine ? '' : [departure.route, departure.destination?.en?.toLowerCase()].join('|');
    const key = `${line}|${when}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Departures grouped by operator, route, direction and destination, in the order their first bus comes. */
export function groupDepartures(departures) {
  const groups = new Map();
  for (const departure of distinctDepartures(departures)) {
    const key = [departure.company, departure.route, departure.direction, departure.destination?.en].join('|');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(departure);
  }
  return [...groups.values()];
}

/**
 * Fills `container` with departures: at most `maxGroups` routes, at most `limit` times each, the groups of operator
 * `first` (the page's own, before a joint partner's) ahead of the rest. Where the route is already named around the
 * block (`named`), a lone group goes without its heading. `action`, when given, makes a control for a group's heading
 * from its first departure (a stop page's reminder bell).
 */
export function renderArrivals(
  container, departures, { limit = 3, maxGroups = Infinity, named = false, ownOperator = null, action = null } = {},
) {
  if (!departures.length) {
    fill(container, statusLine(t('no_departures')));
    return;
  }
  const ordered = groupDepartures(departures);
  const own = ordered.filter((group) => group[0].company === ownOperator);
  const groups = [...own, ...ordered.filter((group) => group[0].company !== ownOperator)].slice(0, maxGroups);
  const list = el('ul', { class: 'arrival-groups' });
  for (const group of groups) {
    const first = group[0];
    list.append(el(
      'li',
      { class: 'arrival-group' },
      named && groups.length === 1 ? null : el('div', { class: 'arrival-head' },
        badge(first.company, first.route),
        el('span', { class: 'destination' }, t('to_destination', { place: nameOf(first.destination) })),
        action?.(first)),
      el('div', { class: 'etas' }, group.slice(0, limit).map(etaChip)),
    ));
  }
  fill(container, list);
}

/** The message shown where arrivals could not be loaded: which operators are not answering, when the API said. */
export function arrivalsError(notAnswering = []) {
  if (!notAnswering.length) return statusLine(t('arrivals_error'), 'error');
  return el('div', {}, notAnsweringLines(notAnswering, 'error'));
}

/** "KMB is not answering now (since 11:42)", one line per operator of an answer's `not_answering`. */
export function notAnsweringLines(notAnswering = [], extraClass = 'note') {
  return notAnswering.map((outage) => statusLine(
    t('operator_not_answering', { operator: t(`company_${outage.company}`), time: clock.format(new Date(outage.since)) }),
    extraClass,
  ));
}
