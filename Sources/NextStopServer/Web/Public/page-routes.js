// The routes tab: the keypad (only keys that lead to a route are enabled), the matching routes, and, before any key
// is pressed, the routes near the visitor with their next buses.
import './app.js';
import { t, el, nameOf, badge, routeHref, distanceText, replaceAddress, rememberTab, fill, statusLine } from './core.js';
import { api } from './api.js';
import { etaChip, distinctDepartures } from './arrivals.js';
import { locate } from './location.js';
import { Refresher } from './refresher.js';
import { enablePullToRefresh } from './pull-to-refresh.js';

rememberTab('routes');

const MAX_LENGTH = 6;
const MAX_GROUPS = 80;
const display = document.getElementById('prefix');
const keys = [...document.querySelectorAll('.key[data-key]')];
const clearKey = document.getElementById('key-clear');
const backspaceKey = document.getElementById('key-backspace');
const results = document.getElementById('route-results');
const nearby = document.getElementById('nearby-routes');
const nearbyList = document.getElementById('nearby-list');

let prefix = display.dataset.prefix || '';
let generation = 0;

function setPrefix(next) {
  prefix = next.slice(0, MAX_LENGTH);
  display.textContent = prefix;
  replaceAddress(prefix ? `/hk/routes?prefix=${encodeURIComponent(prefix)}` : '/hk/routes');
  showPrefix();
}

async function showPrefix() {
  const mine = ++generation;
  clearKey.disabled = prefix === '';
  backspaceKey.disabled = prefix === '';
  results.hidden = prefix === '';
  nearby.hidden = prefix !== '';
  try {
    const data = await api(`/routes?prefix=${encodeURIComponent(prefix)}`);
    if (mine !== generation) return;
    const allowed = new Set(data.next_keys);
    for (const key of keys) key.disabled = !allowed.has(key.dataset.key);
    if (prefix) drawResults(data.routes);
  } catch {
    if (mine === generation && prefix) fill(results, statusLine(t('load_error'), 'error'));
  }
}

function directionLink(variant, special) {
  return el(
    'li', {},
    el('a', { class: `direction${special ? ' special' : ''}`, href: routeHref(variant.key) },
      special ? el('span', { class: 'tag' }, t('special')) : null,
      el('span', { class: 'ends' }, `${nameOf(variant.origin)} → ${nameOf(variant.destination)}`)),
  );
}

function drawResults(routes) {
  if (!routes.length) {
    fill(results, statusLine(t('no_routes')));
    return;
  }
  const list = el('ul', { class: 'route-groups' });
  for (const group of routes.slice(0, MAX_GROUPS)) {
    const company = group.directions[0]?.variant.company ?? group.companies[0];
    const tags = group.companies.map((code) => el('span', { class: 'tag' }, t(`company_${code}`)));
    if (group.joint) tags.unshift(el('span', { class: 'tag' }, t('joint')));
    list.append(el(
      'li', { class: 'route-group' },
      el('div', { class: 'group-head' }, badge(company, group.route), el('span', { class: 'tags' }, tags)),
      el('ul', { class: 'directions' }, group.directions.flatMap((direction) => [
        directionLink(direction.variant, false),
        ...direction.special_departures.map((variant) => directionLink(variant, true)),
      ])),
    ));
  }
  fill(results, list);
}

function press(key) {
  if (key.disabled) return;
  setPrefix(prefix + key.dataset.key);
}

for (const key of keys) key.addEventListener('click', () => press(key));
clearKey.addEventListener('click', () => setPrefix(''));
backspaceKey.addEventListener('click', () => setPrefix(prefix.slice(0, -1)));
document.addEventListener('keydown', (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey || event.target.closest?.('input, textarea, select')) return;
  if (event.key === 'Backspace') {
    setPrefix(prefix.slice(0, -1));
  } else if (event.key === 'Escape') {
    setPrefix('');
  } else {
    const key = keys.find((candidate) => candidate.dataset.key === event.key.toUpperCase());
    if (key) press(key);
  }
});

function nearbyRow(entry) {
  const departures = distinctDepartures(entry.departures ?? [], { oneLine: true });
  const timed = departures.filter((departure) => departure.eta).slice(0, 2);
  const etas = timed.length ? timed.map(etaChip) : departures.slice(0, 1).map(etaChip);
  return el(
    'li', {},
    el('a', { class: 'row-link', href: routeHref(entry.variant.key, entry.stop.id) },
      badge(entry.variant.company, entry.variant.route, entry.joint_route),
      el('span', { class: 'row-main' },
        el('span', { class: 'row-title' }, t('to_destination', { place: nameOf(entry.variant.destination) })),
        el('span', { class: 'row-sub' }, `${nameOf(entry.stop.name)} · ${distanceText(entry.distance_m)}`),
        el('span', { class: 'row-etas' },
          entry.arrivals_error ? el('span', { class: 'status error' }, t('arrivals_error')) : etas))),
  );
}

async function loadNearby() {
  const place = await locate();
  let data;
  try {
    data = await api(`/nearby?lat=${place.lat}&lon=${place.lon}&limit=30&arrivals=1`);
  } catch (error) {
    if (!nearbyList.querySelector('.row-link')) fill(nearbyList, el('li', {}, statusLine(t('load_error'), 'error')));
    throw error;
  }
  if (!data.routes.length) {
    fill(nearbyList, el('li', {}, statusLine(t('nothing_nearby'))));
  } else {
    fill(nearbyList, data.routes.map(nearbyRow));
  }
  const stale = data.routes.some((entry) => (entry.departures ?? []).some((departure) => departure.stale));
  return { stale };
}

fill(nearbyList, el('li', {}, statusLine(t('loading'))));
const refresher = new Refresher({
  load: loadNearby,
  button: document.getElementById('refresh'),
  status: document.getElementById('refresh-status'),
  target: nearby,
});
refresher.start();
enablePullToRefresh(() => refresher.refreshNow());
setPrefix(prefix);
