// The Caltrain stations tab: the line north to south; "From" or "To" on a station makes it that end of the pair
// (the other end kept, or swapped when it is the same station) and opens the trains between them.
import './app.js';
import { pairAmong, savePair } from './caltrain-pair.js';

const line = document.getElementById('station-line');

line?.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-end]');
  if (!button) return;
  const station = button.closest('li.station').dataset.station;
  const stations = [...line.querySelectorAll('li.station')].map((item) => item.dataset.station);
  const pair = pairAmong(stations);
  const end = button.dataset.end;
  const other = end === 'from' ? 'to' : 'from';
  if (pair[other] === station) pair[other] = pair[end];
  pair[end] = station;
  savePair(pair);
  location.href = '/caltrain';
});
