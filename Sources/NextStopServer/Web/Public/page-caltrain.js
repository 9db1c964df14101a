// The Caltrain section: two stations (the last pair chosen is remembered), a swap, and the next trains with a
// countdown that moves every 15 s, the arrival from the same train and how many stations it skips.
import './app.js';
import { t, el, fill, statusLine } from './core.js';
import { api } from './api.js';

const PAIR_KEY = 'nextstop.caltrain.pair';
const REFRESH_MS = 60_000;
const TICK_MS = 15_000;
const from = document.getElementById('caltrain-from');
const to = document.getElementById('caltrain-to');
const results = document.getElementById('caltrain-results');
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'America/Los_Angeles',
});
let trains = [];
let generation = 0;

function restorePair() {
  const options = [...from.options].map((option) => option.value);
  let pair = null;
  try { pair = JSON.parse(localStorage.getItem(PAIR_KEY) ?? 'null'); } catch { pair = null; }
  from.value = options.includes(pair?.from) ? pair.from : options[0];
  to.value = options.includes(pair?.to) ? pair.to : options[Math.min(options.length - 1, Math.floor(options.length / 2))];
}

function countdown(train) {
  const minutes = Math.floor((new Date(train.departs_at ?? train.at_origin) - Date.now()) / 60_000);
  return minutes <= 0 ? t('caltrain_now') : t('caltrain_in', { n: minutes });
}

function trainRow(train) {
  const skips = train.skipped_stops.length;
  return el(
    'li', { class: `trip-option caltrain-train${train.stops_at_origin ? '' : ' passing'}` },
    el('p', { class: 'trip-head' },
      el('strong', {}, t('caltrain_train', { n: train.train })), ' ',
      el('span', { class: 'tag' }, train.service), ' ',
      el('span', { class: 'countdown' }, train.stops_at_origin ? countdown(train) : t('caltrain_passes'))),
    el('p', { class: 'row-sub' },
      `${clock.format(new Date(train.at_origin))} → ${clock.format(new Date(train.arrives_at))} · `
        + `${t('minutes', { n: train.minutes })}${skips ? ` · ${t('caltrain_skips', { n: skips })}` : ''}`),
  );
}

function draw() {
  if (!trains.length) {
    fill(results, statusLine(t('caltrain_none')));
    return;
  }
  fill(results, el('ol', { class: 'trip-options' }, trains.map(trainRow)));
}

async function load() {
  const mine = ++generation;
  if (from.value === to.value) {
    fill(results, statusLine(t('caltrain_same')));
    return;
  }
  localStorage.setItem(PAIR_KEY, JSON.stringify({ from: from.value, to: to.value }));
  try {
    const answer = await api(`/caltrain/trains?from=${encodeURIComponent(from.value)}&to=${encodeURIComponent(to.value)}&limit=8`);
    if (mine !== generation) return;
    trains = answer.trains;
    draw();
  } catch {
    if (mine === generation) fill(results, statusLine(t('load_error'), 'error'));
  }
}

from.addEventListener('change', load);
to.addEventListener('change', load);
document.getElementById('caltrain-swap').addEventListener('click', () => {
  [from.value, to.value] = [to.value, from.value];
  load();
});
restorePair();
load();
setInterval(draw, TICK_MS);
setInterval(load, REFRESH_MS);
