// The Caltrain insights tab: what the trips marked as taken in this browser add up to (trips, the streak of days,
// miles along the line, the CO₂ a car would have emitted over them) and the trips themselves, newest first, each
// removable.
import './app.js';
import { t, el, fill } from './core.js';
import { forget, insights, takenTrips } from './caltrain-trips.js';

const LISTED = 30;
const kilometres = (miles) => miles * 1.609344;

function figure(label, value) {
  return [el('dt', {}, label), el('dd', {}, value)];
}

function draw() {
  const trips = takenTrips();
  const totals = insights(trips);
  fill(document.getElementById('insight-figures'),
    ...figure(t('caltrain_insights_trips'), String(totals.trips)),
    ...figure(t('caltrain_insights_streak'), t('caltrain_insights_days', { n: totals.streak })),
    ...figure(t('caltrain_insights_distance'),
      t('caltrain_insights_miles', { miles: totals.miles.toFixed(1), km: kilometres(totals.miles).toFixed(1) })),
    ...figure(t('caltrain_insights_co2'), t('caltrain_insights_kg', { n: totals.co2Kg.toFixed(1) })));
  document.getElementById('insight-empty').hidden = trips.length > 0;
  fill(document.getElementById('insight-trips'), trips.slice(-LISTED).reverse().map((trip) => el('li', { class: 'insight-trip' },
    el('span', { class: 'row-main' },
      el('span', { class: 'row-title' }, `${trip.fromName} → ${trip.toName}`),
      el('span', { class: 'row-sub' },
        `${trip.day} · ${t('caltrain_train', { n: trip.train })} · ${t('caltrain_insights_miles', {
          miles: trip.miles.toFixed(1), km: kilometres(trip.miles).toFixed(1),
        })}`)),
    el('button', {
      type: 'button', class: 'secondary', 'aria-label': `${t('delete')}: ${trip.fromName} → ${trip.toName}`,
      onclick: () => { forget(trip.id); draw(); },
    }, t('delete')))));
}

draw();
