// The Caltrain section: two stations (the last pair chosen is remembered), a swap, and the next trains with a
// countdown from the expected departure that moves every 15 s, delay badges, the arrival from the same train, the
// alerts touching the trip (tap one for its full text), and the destination's weather and tonight's events.
import './app.js';
import { t, el, fill, statusLine } from './core.js';
import { api, failureLine } from './api.js';
import { weatherIcon } from './weather-icons.js';
import { locate } from './location.js';
import { stationSearch, nearestStation } from './station-search.js';
import { showLine } from './caltrain-map.js';
import { pairAmong, savePair } from './caltrain-pair.js';
import { markTaken, takenTrips, tripID } from './caltrain-trips.js';
import { eventItem } from './caltrain-events.js';
import { reminderBell } from './reminder-bell.js';

const REFRESH_MS = 30_000;
const TICK_MS = 15_000;
const EVENTS_RETRY_MS = 3_000;
const EVENTS_TRIES = 4;
const from = document.getElementById('caltrain-from');
const to = document.getElementById('caltrain-to');
const results = document.getElementById('caltrain-results');
const language = document.documentElement.lang.startsWith('zh') ? 'zh' : 'en';
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'America/Los_Angeles',
});
let answer = null;
/** The stations and time of `answer`, so an unreachable server leaves it on screen, dated, for its own pair only. */
let answered = { pair: '', at: 0 };
/** Why `answer` may be old: the line saying the server could not be reached, shown above it. */
let notice = null;
let generation = 0;
/** Times the current pair was asked again while its events were being fetched. */
let eventsTries = 0;

/** The last pair chosen; on a first visit, true when the nearest station should become the origin. */
function restorePair() {
  const pair = pairAmong([...from.options].map((option) => option.value));
  from.value = pair.from;
  to.value = pair.to;
  return !pair.chosen;
}

/**
 * On a first visit, leaves from the station nearest the rider, when the browser tells where that is and the rider
 * has not chosen an origin meanwhile.
 */
async function startNearby(initialFrom) {
  const place = await locate();
  if (place.fallback) return;
  const stations = await api('/caltrain/stations').catch(() => null);
  const nearest = stations && nearestStation(stations.stations, place);
  if (!nearest || nearest === from.value || from.value !== initialFrom) return;
  if (nearest === to.value) to.value = from.value;
  from.value = nearest;
  load();
}

/** When the train leaves: its expected departure when 511 knows it, else the timetable's. */
function leaves(train) {
  return new Date(train.realtime?.expected_departure ?? train.departs_at ?? train.at_origin);
}

function countdown(train) {
  const minutes = Math.floor((leaves(train) - Date.now()) / 60_000);
  return minutes <= 0 ? t('caltrain_now') : t('caltrain_in', { n: minutes });
}

function delayBadge(train) {
  const live = train.realtime;
  if (!live) return el('span', { class: 'delay scheduled' }, t('caltrain_scheduled'));
  if (live.cancelled) return el('span', { class: 'delay cancelled' }, t('caltrain_cancelled'));
  const minutes = Math.round(live.delay_s / 60);
  if (minutes === 0) return el('span', { class: 'delay on-time' }, t('caltrain_on_time'));
  return el('span', { class: `delay ${minutes > 0 ? 'late' : 'early'}` },
    t(minutes > 0 ? 'caltrain_late' : 'caltrain_early', { n: Math.abs(minutes) }));
}

function trainRow(train) {
  const skips = train.skipped_stops.length;
  const cancelled = train.realtime?.cancelled;
  const arrives = new Date(train.realtime?.expected_arrival ?? train.arrives_at);
  const moving = train.stops_at_origin && !cancelled;
  return el(
    'li', { class: `trip-option caltrain-train${train.stops_at_origin ? '' : ' passing'}${cancelled ? ' cancelled' : ''}` },
    el('p', { class: 'trip-head' },
      el('strong', {}, t('caltrain_train', { n: train.train })), ' ',
      el('span', { class: 'tag' }, phrase(`caltrain_service_${train.service.toLowerCase().replaceAll(' ', '_')}`, train.service)),
      ' ', delayBadge(train), ' ',
      train.alerts.length ? el('span', { class: 'alert-mark', title: t('caltrain_alert_mark') }, '⚠') : '', ' ',
      el('span', { class: 'countdown' }, moving ? countdown(train) : train.stops_at_origin ? '' : t('caltrain_passes'))),
    el('p', { class: 'row-sub' },
      `${clock.format(leaves(train))} → ${clock.format(arrives)} · `
        + `${t('minutes', { n: train.minutes })}${skips ? ` · ${t('caltrain_skips', { n: skips })}` : ''}`),
    train.stops_at_origin && !cancelled ? el('p', { class: 'took-line' }, tookButton(train), ' ', bell(train)) : '',
  );
}

/**
 * The bell telling the rider of this train's delays of 5 minutes or more, its cancellation and its alerts on the days
 * it runs: a trip from the origin to the destination leaving in the minute it is timetabled.
 */
function bell(train) {
  const [hour, minute] = train.at_origin.slice(11, 16).split(':').map(Number);
  const at = Math.min(hour * 60 + minute, 24 * 60 - 2);
  const clockText = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const days = train.service === 'Weekend' ? 'weekends' : 'weekdays';
  const window = { from: clockText(at), until: clockText(at + 1), days };
  return reminderBell(
    'caltrain-trip', { from: answer.from.id, to: answer.to.id, window, delay: 5 }, t('caltrain_remind', { n: train.train }));
}

let stations = null;

/** "I took this": keeps the trip in this browser for the insights tab; pressed, it says so. */
function tookButton(train) {
  const { from: origin, to: destination } = answer;
  const taken = () => takenTrips().some((trip) => trip.id === tripID(train, origin, destination));
  const wasTaken = taken();
  const button = el('button', { type: 'button', class: 'took secondary', 'aria-pressed': String(wasTaken) },
    wasTaken ? t('caltrain_taken') : t('caltrain_took'));
  button.addEventListener('click', async () => {
    if (taken()) return;
    stations ??= (await api('/caltrain/stations').catch(() => null))?.stations ?? null;
    markTaken(train, origin, destination, stations ?? [origin, destination]);
    button.setAttribute('aria-pressed', 'true');
    button.textContent = t('caltrain_taken');
  });
  return button;
}

function realtimeNote() {
  switch (answer.realtime_status) {
    case 'off': return statusLine(t('caltrain_rt_off'));
    case 'missing': return statusLine(t('caltrain_rt_missing'));
    case 'stale': return statusLine(t('caltrain_rt_stale', { n: Math.floor((answer.trains.find((train) => train.realtime)?.realtime.age_s ?? 0) / 60) }));
    default: return '';
  }
}

function alertsBanner() {
  if (!answer.alerts.length) return '';
  return el('section', { class: 'caltrain-alerts', 'aria-label': t('caltrain_alerts') },
    el('h2', {}, `⚠ ${t('caltrain_alerts')}`),
    answer.alerts.map((alert) => el('details', { class: 'caltrain-alert', id: `alert-${alert.id}` },
      el('summary', {}, alert.header),
      el('p', {}, alert.description))),
    el('p', {}, el('a', { href: '/caltrain/alerts', class: 'caltrain-all-alerts' }, t('caltrain_all_alerts'))));
}

/** The phrase `key` in the page's language, or `fallback` (as the API wrote it) when there is none. */
function phrase(key, fallback) {
  const text = t(key);
  return text === key ? fallback : text;
}

function weatherLine() {
  const weather = answer.weather;
  if (!weather) return '';
  return el('p', { class: 'caltrain-weather' },
    weatherIcon(weather.icon),
    ` ${t('caltrain_weather', { station: answer.to.name })}: `
      + `${Math.round(weather.temperature_f)}°F / ${Math.round(weather.temperature_c)}°C · `
      + phrase(`weather_wmo_${weather.code}`, weather.summary));
}

function eventsList() {
  if (!answer.events?.length) return '';
  return el('section', { class: 'caltrain-events' },
    el('h2', {}, t('caltrain_events', { station: answer.to.name })),
    el('ul', {}, answer.events.map(eventItem)));
}

/**
 * Asks again shortly while the destination's events are still being fetched (the first question about a station
 * starts their fetch), a few times at most, so they show without a reload.
 */
function awaitEvents(query) {
  if (answer.events_status !== 'fetching') {
    eventsTries = 0;
    return;
  }
  if (eventsTries >= EVENTS_TRIES) return;
  eventsTries += 1;
  setTimeout(() => {
    if (answered.pair === query) load();
  }, EVENTS_RETRY_MS);
}

function draw() {
  if (!answer) return;
  const open = new Set([...results.querySelectorAll('details[open]')].map((details) => details.id));
  const trains = answer.trains.length
    ? el('ol', { class: 'trip-options' }, answer.trains.map(trainRow))
    : statusLine(t('caltrain_none'));
  fill(results, notice, realtimeNote(), weatherLine(), eventsList(), alertsBanner(), trains);
  for (const id of open) document.getElementById(id)?.setAttribute('open', '');
}

async function load() {
  const mine = ++generation;
  if (from.value === to.value) {
    fill(results, statusLine(t('caltrain_same')));
    return;
  }
  savePair({ from: from.value, to: to.value });
  const query = `from=${encodeURIComponent(from.value)}&to=${encodeURIComponent(to.value)}&limit=8&lang=${language}`;
  try {
    const fresh = await api(`/caltrain/trains?${query}`);
    if (mine !== generation) return;
    answer = fresh;
    answered = { pair: query, at: Date.now() };
    notice = null;
    draw();
    awaitEvents(query);
  } catch (error) {
    if (mine !== generation) return;
    if (error.status === 0 && answered.pair === query) {
      notice = failureLine(error, 'load_error', answered.at);
      draw();
    } else {
      answer = null;
      fill(results, failureLine(error, 'load_error'));
    }
  }
}

from.addEventListener('change', load);
to.addEventListener('change', load);
document.getElementById('caltrain-swap').addEventListener('click', () => {
  [from.value, to.value] = [to.value, from.value];
  load();
});
const firstVisit = restorePair();
load();
if (firstVisit) startNearby(from.value);
stationSearch(document.getElementById('caltrain-from-search'), from, load);
stationSearch(document.getElementById('caltrain-to-search'), to, load);
setInterval(draw, TICK_MS);
setInterval(load, REFRESH_MS);
showLine(document.getElementById('caltrain-map'), document.getElementById('caltrain-map-note')).catch(() => {});
