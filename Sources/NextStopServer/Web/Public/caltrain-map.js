// The Caltrain line on the map: its stations joined north to south, and the trains now running placed along it
// (from the timetable and the real-time the server already polls), each labelled with its number and redrawn with
// the trains every 30 s without moving the map.
import { t } from './core.js';
import { api } from './api.js';
import { openMap } from './map.js';

const REFRESH_MS = 30_000;
const LINE_COLOUR = 'rgb(216, 30, 46)';

function trainIcon(L, train) {
  const label = document.createElement('span');
  label.className = `train-pin ${train.direction === 'N' ? 'north' : 'south'}`;
  label.dataset.number = train.number;
  label.textContent = train.number;
  return L.divIcon({ html: label.outerHTML, className: 'train-marker', iconSize: [44, 28] });
}

function trainTitle(train) {
  const where = train.next_station
    ? t('caltrain_between', { from: train.previous_station.name, to: train.next_station.name })
    : t('caltrain_at', { station: train.previous_station.name });
  const late = train.delay_s >= 60 ? ` · ${t('caltrain_late', { n: Math.round(train.delay_s / 60) })}` : '';
  return `${t('caltrain_train', { n: train.number })} · ${where}${late}`;
}

/** Draws the line and its running trains in `element`, keeping the trains current. */
export async function showLine(element, note) {
  const { stations } = await api('/caltrain/stations');
  const placed = stations.filter((station) => Number.isFinite(station.lat) && Number.isFinite(station.lon));
  const opened = await openMap(element, { bounds: placed.map((station) => [station.lat, station.lon]) });
  if (!opened) return;
  const { map, L } = opened;
  // Every station stays a corner of the line.
  L.polyline(placed.map((station) => [station.lat, station.lon]), { color: LINE_COLOUR, weight: 4, opacity: 0.8, smoothFactor: 0, className: 'map-line' }).addTo(map);
  for (const station of placed) {
    L.circleMarker([station.lat, station.lon], { radius: 4, color: '#ffffff', weight: 2, fillColor: LINE_COLOUR, fillOpacity: 1 })
      .bindTooltip(station.name)
      .addTo(map);
  }
  const trains = L.layerGroup().addTo(map);
  const draw = async () => {
    try {
      const answer = await api('/caltrain/positions');
      trains.clearLayers();
      for (const train of answer.trains) {
        L.marker([train.lat, train.lon], { icon: trainIcon(L, train), title: trainTitle(train), keyboard: true }).addTo(trains);
      }
      note.textContent = answer.realtime_note ?? (answer.trains.length ? '' : t('caltrain_none_running'));
      note.hidden = !note.textContent;
      element.dataset.ready = 'true';
    } catch {
      note.textContent = t('load_error');
      note.hidden = false;
    }
  };
  await draw();
  setInterval(draw, REFRESH_MS);
}
