// A stop's page: every route's next buses at the stop, refreshed, each route with a bell that reminds the rider
// before its next bus comes, and the star that saves the whole stop.
import './app.js';
import { t, el, fill } from './core.js';
import { api } from './api.js';
import { renderArrivals, arrivalsError, notAnsweringLines } from './arrivals.js';
import { setUpStar } from './favourite-star.js';
import { reminderBell } from './reminder-bell.js';
import { rememberStop } from './recent-stops.js';
import { Refresher } from './refresher.js';
import { enablePullToRefresh } from './pull-to-refresh.js';

const stop = document.getElementById('stop');
const stopId = stop.dataset.stop;
const arrivals = document.getElementById('arrivals');

rememberStop(stopId, { tc: stop.dataset.nameTc, en: stop.dataset.nameEn });
setUpStar(document.getElementById('star'), stopId, null);

/** The bell telling the rider when the route's next bus is five minutes away. */
function bell(departure) {
  return reminderBell(
    'bus-arrival', { stop: stopId, route: departure.route, minutes: 5 }, t('reminder_bus_bell', { route: departure.route }));
}

const refresher = new Refresher({
  load: async () => {
    try {
      const data = await api(`/stops/${encodeURIComponent(stopId)}/arrivals`);
      renderArrivals(arrivals, data.departures, { action: bell });
      if (data.unavailable.length) arrivals.append(el('p', { class: 'note' }, t('unavailable_routes')));
      arrivals.append(...notAnsweringLines(data.not_answering));
      return { stale: data.stale, ageS: data.age_s };
    } catch (error) {
      if (!arrivals.querySelector('.arrival-groups')) fill(arrivals, arrivalsError(error.notAnswering));
      throw error;
    }
  },
  button: document.getElementById('refresh'),
  status: document.getElementById('refresh-status'),
  target: arrivals,
});
refresher.start();
enablePullToRefresh(() => refresher.refreshNow());
