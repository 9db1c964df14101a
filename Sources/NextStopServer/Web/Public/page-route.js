// A route's page: the server drew the stop line; this opens one stop at a time (the one asked for, else the one
// nearest the visitor) with its arrivals for this route, a refresh button and the favourite star.
import './app.js';
import { t, el, lang, stopHref, replaceAddress, fill, statusLine } from './core.js';
import { api } from './api.js';
import { renderArrivals, arrivalsError, notAnsweringLines } from './arrivals.js';
import { setUpStar } from './favourite-star.js';
import { locate } from './location.js';
import { rememberStop } from './recent-stops.js';
import { Refresher } from './refresher.js';
import { enablePullToRefresh } from './pull-to-refresh.js';
import { drawRoute } from './route-map.js';

const route = document.getElementById('route');
const line = document.getElementById('stop-line');
const key = route.dataset.key;
const routeNumber = route.dataset.route;
const accepts = new Set(route.dataset.accepts.split(' '));

let current = null;
/** The route's map once drawn; it rings the stop open in the list. */
let routeMap = null;

function close() {
  if (!current) return;
  current.refresher.stop();
  current.item.classList.remove('open');
  current.item.querySelector('.stop-toggle').setAttribute('aria-expanded', 'false');
  const panel = current.item.querySelector('.stop-panel');
  panel.hidden = true;
  panel.replaceChildren();
  current = null;
  routeMap?.choose(null);
  replaceAddress(location.pathname);
}

function open(item, { scroll = false } = {}) {
  close();
  const stopId = item.dataset.stop;
  const panel = item.querySelector('.stop-panel');
  const arrivals = el('div', { class: 'arrivals' }, statusLine(t('loading')));
  const refresh = el('button', { type: 'button', class: 'refresh' }, t('refresh'));
  const star = el('button', { type: 'button', class: 'star' });
  const status = el('div', { class: 'refresh-status', 'aria-live': 'polite' });
  fill(
    panel,
    arrivals,
    status,
    el('div', { class: 'panel-actions' },
      refresh, star, el('a', { class: 'button-link', href: stopHref(stopId) }, t('all_routes_here'))),
  );
  panel.hidden = false;
  item.classList.add('open');
  item.querySelector('.stop-toggle').setAttribute('aria-expanded', 'true');
  const starDrawn = setUpStar(star, stopId, key);
  rememberStop(stopId, { [lang]: item.querySelector('.stop-name').textContent });
  routeMap?.choose(stopId);
  replaceAddress(`${location.pathname}?stop=${encodeURIComponent(stopId)}`);

  const refresher = new Refresher({
    load: async () => {
      try {
        const data = await api(`/stops/${encodeURIComponent(stopId)}/arrivals?route=${encodeURIComponent(routeNumber)}`);
        const departures = data.departures.filter((departure) => accepts.has(`${departure.company}:${departure.direction}`));
        renderArrivals(arrivals, departures, { named: true, ownOperator: key.split(':')[0] });
        arrivals.append(...notAnsweringLines(data.not_answering));
        return { stale: data.stale, ageS: data.age_s };
      } catch (error) {
        if (!arrivals.querySelector('.arrival-groups')) fill(arrivals, arrivalsError(error.notAnswering));
        throw error;
      }
    },
    button: refresh,
    status,
    target: panel,
  });
  current = { item, refresher };
  // Scrolled once the arrivals and the star's label are drawn, so the panel has its final height and its buttons stay
  // clear of the tab bar.
  const drawn = Promise.all([refresher.start(), starDrawn]);
  if (scroll) drawn.then(() => { if (current?.item === item) item.scrollIntoView({ block: 'nearest' }); });
}

line.addEventListener('click', (event) => {
  const toggle = event.target.closest('.stop-toggle');
  if (!toggle) return;
  const item = toggle.closest('li.stop');
  if (current?.item === item) close();
  else open(item);
});

async function openNearest() {
  const place = await locate();
  try {
    const detail = await api(`/routes/${encodeURIComponent(key)}?near=${place.lat},${place.lon}`);
    const item = detail.nearest_seq && line.querySelector(`li.stop[data-seq="${detail.nearest_seq}"]`);
    if (item && !current) open(item, { scroll: true });
  } catch {
    // No nearest stop today: the visitor taps one.
  }
}

drawRoute(document.getElementById('route-map'), [...line.querySelectorAll('li.stop')], (item) => {
  if (current?.item !== item) open(item, { scroll: true });
}).then((drawn) => {
  routeMap = drawn;
  if (current) routeMap?.choose(current.item.dataset.stop);
});

enablePullToRefresh(() => current?.refresher.refreshNow());

const asked = line.querySelector('li.stop.open');
if (asked) open(asked, { scroll: true });
else openNearest();
