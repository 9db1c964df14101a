// The stops tab: search by name or code, the stops viewed last, and the 50 stops nearest the visitor (1 km, else
// 3 km), each with the routes calling there.
import './app.js';
import { t, el, nameOf, badge, stopHref, distanceText, rememberTab, fill, statusLine } from './core.js';
import { api } from './api.js';
import { locate } from './location.js';
import { showNearbyStops } from './stops-map.js';
import { recentStops } from './recent-stops.js';
import { enablePullToRefresh } from './pull-to-refresh.js';

rememberTab('stops');

const SEARCH_DELAY_MS = 250;
const MAX_ROUTE_BADGES = 8;
const form = document.getElementById('stop-search');
const input = document.getElementById('stop-query');
const results = document.getElementById('stop-results');
const resultList = document.getElementById('stop-result-list');

/** The line under a stop's name: which way its buses leave, its code (unless the name has it) and its distance. */
function stopDetails(stop, towards, distance) {
  return [
    towards ? t('towards', { place: nameOf(towards) }) : null,
    stop.code && !nameOf(stop.name).includes(stop.code) ? stop.code : null,
    distance == null ? null : distanceText(distance),
  ].filter(Boolean).join(' · ');
}

function stopRow(stop, { sub = '', routes = [] } = {}) {
  const badges = routes.slice(0, MAX_ROUTE_BADGES).map((entry) => badge(entry.company, entry.route));
  if (routes.length > MAX_ROUTE_BADGES) badges.push(el('span', { class: 'more' }, `+${routes.length - MAX_ROUTE_BADGES}`));
  return el(
    'li', {},
    el('a', { class: 'row-link', href: stopHref(stop.id) },
      el('span', { class: 'row-main' },
        el('span', { class: 'row-title' }, nameOf(stop.name)),
        sub ? el('span', { class: 'row-sub' }, sub) : null,
        badges.length ? el('span', { class: 'route-badges' }, badges) : null),
      el('span', { class: 'tag' }, t(`company_${stop.company}`))),
  );
}

let generation = 0;
let timer = 0;

async function search() {
  const query = input.value.trim();
  const mine = ++generation;
  results.hidden = query === '';
  if (!query) return;
  try {
    const data = await api(`/stops?q=${encodeURIComponent(query)}&limit=30`);
    if (mine !== generation) return;
    if (!data.stops.length) fill(resultList, el('li', {}, statusLine(t('no_stops_found'))));
    else {
      fill(resultList, data.stops.map((match) => stopRow(match.stop, {
        sub: stopDetails(match.stop, match.towards), routes: match.routes,
      })));
    }
  } catch {
    if (mine === generation) fill(resultList, el('li', {}, statusLine(t('action_error'), 'error')));
  }
}

input.addEventListener('input', () => {
  clearTimeout(timer);
  timer = setTimeout(search, SEARCH_DELAY_MS);
});
form.addEventListener('submit', (event) => {
  event.preventDefault();
  clearTimeout(timer);
  search();
});

function showRecent() {
  const recent = recentStops();
  document.getElementById('recent-stops').hidden = recent.length === 0;
  fill(
    document.getElementById('recent-list'),
    recent.map((stop) => el('li', {},
      el('a', { class: 'row-link', href: stopHref(stop.id) },
        el('span', { class: 'row-main' }, el('span', { class: 'row-title' }, nameOf(stop.names) || stop.id))))),
  );
}

async function showNearby() {
  const list = document.getElementById('nearby-list');
  fill(list, el('li', {}, statusLine(t('loading'))));
  try {
    const place = await locate();
    const data = await api(`/nearby?lat=${place.lat}&lon=${place.lon}&limit=50&routes=1`);
    document.getElementById('radius-note').hidden = data.radius_m <= 1000;
    if (!data.stops.length) fill(list, el('li', {}, statusLine(t('nothing_nearby'))));
    else {
      fill(list, data.stops.map((stop) => stopRow(stop, {
        sub: stopDetails(stop, stop.towards, stop.distance_m), routes: stop.routes,
      })));
    }
    await showNearbyStops(document.getElementById('nearby-map'), place, data.stops);
  } catch {
    fill(list, el('li', {}, statusLine(t('load_error'), 'error')));
  }
}

document.addEventListener('nextstop:reconnected', showNearby);
enablePullToRefresh(() => (input.value.trim() ? search() : showNearby()));
showRecent();
showNearby();
const initial = new URLSearchParams(location.search).get('q');
if (initial) {
  input.value = initial;
  search();
}
