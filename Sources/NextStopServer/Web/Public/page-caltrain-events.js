// The Caltrain events tab: what is on near any station today or on one of the six days after it. The station
// starts as the chosen trip's destination; a day's events are fetched by the server after the first question
// about them, so the page asks again a few times while they are on their way.
import './app.js';
import { t, el, fill, statusLine, locale } from './core.js';
import { api, failureLine } from './api.js';
import { pairAmong } from './caltrain-pair.js';
import { eventItem } from './caltrain-events.js';

const RETRY_MS = 3_000;
const TRIES = 4;
const station = document.getElementById('events-station');
const days = document.getElementById('events-days');
const results = document.getElementById('events-results');
const dayName = new Intl.DateTimeFormat(locale, {
  weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC',
});
/** The day shown, `YYYY-MM-DD`; null until the first answer says which day today is. */
let date = null;
let generation = 0;
let tries = 0;

station.value = pairAmong([...station.options].map((option) => option.value)).to;

function dayLabel(day, index) {
  if (index === 0) return t('caltrain_events_today');
  if (index === 1) return t('caltrain_events_tomorrow');
  return dayName.format(new Date(`${day}T12:00:00Z`));
}

function eventsPart(answer) {
  if (answer.events_status === 'off') return statusLine(t('caltrain_events_off'));
  if (answer.events_status === 'fetching') return statusLine(t('loading'));
  if (!answer.events.length) return statusLine(t('caltrain_events_none'));
  return el('ul', { class: 'caltrain-event-list' }, answer.events.map(eventItem));
}

function draw(answer) {
  fill(days, answer.days.map((day, index) => el('button', {
    type: 'button', 'data-day': day, 'aria-pressed': String(day === answer.date),
  }, dayLabel(day, index))));
  fill(results, el('h2', {}, t('caltrain_events_near', { station: answer.station.name })), eventsPart(answer));
}

async function load() {
  const mine = ++generation;
  const query = `station=${encodeURIComponent(station.value)}${date ? `&date=${date}` : ''}`;
  try {
    const answer = await api(`/caltrain/events?${query}`);
    if (mine !== generation) return;
    date = answer.date;
    draw(answer);
    if (answer.events_status !== 'fetching' || tries >= TRIES) return;
    tries += 1;
    setTimeout(() => {
      if (mine === generation) load();
    }, RETRY_MS);
  } catch (error) {
    if (mine === generation) fill(results, failureLine(error, 'load_error'));
  }
}

function choose(change) {
  change();
  tries = 0;
  load();
}

days.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-day]');
  if (button) choose(() => { date = button.dataset.day; });
});
station.addEventListener('change', () => choose(() => {}));
load();
