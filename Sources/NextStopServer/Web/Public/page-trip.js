// The trip tab: where from (a stop, the poles of one name, or the visitor's location) and where to (a stop or the poles
// of one name), then the bus routes between them, direct or with one change, each first bus with its next departures
// at the boarding stop.
import './app.js';
import {
  t, el, nameOf, badge, routeHref, distanceText, metresBetween, replaceAddress, rememberTab, fill, statusLine,
} from './core.js';
import { api, failureLine } from './api.js';
import { etaChip, distinctDepartures } from './arrivals.js';
import { locate } from './location.js';
import { showTrip } from './trip-map.js';

rememberTab('trip');

const SEARCH_DELAY_MS = 250;
const SEARCH_LIMIT = 30;
const SUGGESTIONS = 8;
// The server's stop group: the poles of one name (its stop code aside) within 600 m of the first.
const GROUP_RADIUS_M = 600;
const STOP_CODE = /\s*\([A-Za-z0-9]{2,10}\)$/;
const results = document.getElementById('trip-results');
const tripMap = document.getElementById('trip-map');
const params = new URLSearchParams(location.search);
let generation = 0;

/**
 * Search results as trip ends: stops of one name near each other become one `group:` end (an estate's several
 * poles, any of which will do), with every route at any of them; a stop alone stays a stop.
 */
function stopGroups(results) {
  const groups = [];
  for (const { stop, routes } of results) {
    const key = stop.name.en.replace(STOP_CODE, '').trim().toLowerCase();
    const group = groups.find((candidate) => candidate.key === key && metresBetween(candidate.first, stop) <= GROUP_RADIUS_M);
    if (!group) {
      groups.push({ key, first: stop, name: nameOf(stop.name).replace(STOP_CODE, ''), ids: [stop.id], routes: [...routes] });
      continue;
    }
    group.ids.push(stop.id);
    for (const route of routes) {
      if (!group.routes.some((known) => known.company === route.company && known.route === route.route)) group.routes.push(route);
    }
  }
  for (const group of groups) group.end = group.ids.length > 1 ? `group:${group.first.id}` : group.first.id;
  return groups;
}

/** One end of the trip: an input that searches stops, the list of matches, and the value chosen. */
function setUpEnd(name) {
  const input = document.getElementById(`trip-${name}`);
  const list = document.getElementById(`trip-${name}-list`);
  const end = { value: null, input };
  let timer = 0;

  end.choose = (value, label) => {
    end.value = value;
    input.value = label;
    list.hidden = true;
    plan();
  };

  async function search() {
    const query = input.value.trim();
    end.value = null;
    list.hidden = query === '';
    if (!query) return;
    try {
      const data = await api(`/stops?q=${encodeURIComponent(query)}&limit=${SEARCH_LIMIT}`);
      const groups = stopGroups(data.stops).slice(0, SUGGESTIONS);
      fill(list, groups.map((group) => el(
        'li', {},
        el('button', { type: 'button', class: 'row-link suggestion', 'data-end': group.end, 'data-stops': group.ids.join(' ') },
          el('span', { class: 'row-main' },
            el('span', { class: 'row-title' }, group.name),
            group.ids.length > 1 ? el('span', { class: 'row-sub' }, t('trip_stop_group', { n: group.ids.length })) : null,
            el('span', { class: 'route-badges' }, group.routes.slice(0, 8).map((route) => badge(route.company, route.route))))),
      )));
      if (!groups.length) fill(list, el('li', {}, statusLine(t('no_stops_found'))));
    } catch (error) {
      fill(list, el('li', {}, failureLine(error, 'action_error')));
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(search, SEARCH_DELAY_MS);
  });
  list.addEventListener('click', (event) => {
    const row = event.target.closest('[data-end]');
    if (row) end.choose(row.dataset.end, row.querySelector('.row-title').textContent);
  });
  return end;
}

const ends = { from: setUpEnd('from'), to: setUpEnd('to') };

/** A stop id (or `group:` and one) from the address, shown by its name. */
async function preset(end, value) {
  if (!value) return;
  const isGroup = value.startsWith('group:');
  const id = isGroup ? value.slice('group:'.length) : value;
  try {
    const detail = await api(`/stops/${encodeURIComponent(id)}`);
    end.value = value;
    const name = nameOf(detail.stop.name);
    end.input.value = isGroup ? name.replace(STOP_CODE, '') : name;
  } catch {
    // An unknown stop in the address: the visitor searches instead.
  }
}

function legView(leg, changing) {
  const variant = leg.variant;
  return el(
    'li', { class: 'trip-leg' },
    changing ? el('p', { class: 'trip-change' }, t('trip_change')) : null,
    el('a', { class: 'row-link', href: routeHref(variant.key, leg.board.stop.id) },
      badge(variant.company, variant.route),
      el('span', { class: 'row-main' },
        el('span', { class: 'row-title' }, t('to_destination', { place: nameOf(variant.destination) })),
        el('span', { class: 'row-sub' },
          `${nameOf(leg.board.stop.name)} → ${nameOf(leg.alight.stop.name)} · ${t('trip_stops', { n: leg.ride_stops })}`),
        leg.departures?.length ? el('span', { class: 'row-etas' }, distinctDepartures(leg.departures, { oneLine: true }).map(etaChip)) : null)),
  );
}

/** The walking of a trip, or that there is none. */
function walkText(option) {
  const metres = option.walk_to_board_m + option.walk_from_alight_m;
  return metres < 1 ? t('trip_walk_none') : t('trip_walk', { distance: distanceText(metres) });
}

function optionView(option, answer) {
  const show = el('button', { type: 'button', class: 'secondary show-on-map' }, t('trip_show_on_map'));
  show.addEventListener('click', () => {
    for (const shown of results.querySelectorAll('.trip-option[aria-current]')) shown.removeAttribute('aria-current');
    show.closest('.trip-option').setAttribute('aria-current', 'true');
    showTrip(tripMap, answer, option).catch(() => {});
  });
  return el(
    'li', { class: 'trip-option' },
    el('p', { class: 'trip-head' },
      el('strong', {}, t('trip_minutes', { n: option.estimated_minutes })),
      ` · ${walkText(option)} `, show),
    el('ol', { class: 'trip-legs' }, option.legs.map((leg, index) => legView(leg, index > 0))),
  );
}

async function plan() {
  const mine = ++generation;
  const { from, to } = ends;
  if (!from.value || !to.value) return;
  replaceAddress(`/hk/trip?from=${encodeURIComponent(from.value)}&to=${encodeURIComponent(to.value)}`);
  fill(results, statusLine(t('loading')));
  try {
    const data = await api(`/trips?from=${encodeURIComponent(from.value)}&to=${encodeURIComponent(to.value)}&arrivals=1`);
    if (mine !== generation) return;
    if (data.outside_network) fill(results, statusLine(t('trip_outside')));
    else if (!data.options.length) fill(results, statusLine(t('trip_none', { n: data.walk_radius_m })));
    else {
      fill(results, el('ol', { class: 'trip-options' }, data.options.map((option) => optionView(option, data))));
      results.querySelector('.show-on-map').click();
    }
  } catch (error) {
    if (mine === generation) fill(results, failureLine(error, 'load_error'));
  }
}

document.getElementById('trip-here').addEventListener('click', async () => {
  const place = await locate();
  ends.from.choose(`${place.lat.toFixed(5)},${place.lon.toFixed(5)}`, t('my_location'));
});
document.getElementById('trip-swap').addEventListener('click', () => {
  const [value, label] = [ends.from.value, ends.from.input.value];
  ends.from.value = ends.to.value;
  ends.from.input.value = ends.to.input.value;
  ends.to.value = value;
  ends.to.input.value = label;
  plan();
});
document.getElementById('trip-form').addEventListener('submit', (event) => event.preventDefault());

await Promise.all([preset(ends.from, params.get('from')), preset(ends.to, params.get('to'))]);
plan();
