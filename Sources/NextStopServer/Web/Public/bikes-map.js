// A bike system's map: every dock of the section's GBFS feeds as its donut (standard bikes red, e-bikes blue, spaces
// grey, the bikes' total in the middle) on the configured tiles, clustered when zoomed out with the cluster's sums as
// its donut, docks that cannot be used greyed. It opens on the rider's position (the system's middle when unknown or
// far from it), or on the place its address holds; every 30 s the counts are redrawn where they stand, the map left
// where the rider put it. A tapped dock opens its popup (name, counts and a star that saves or removes it).
import './app.js';
import { t, toast } from './core.js';
import { api } from './api.js';
import { bikesPlace, keepLive } from './bikes-live.js';
import { locate } from './location.js';
import { openMap, place } from './map.js';

const COLOURS = { standard: 'rgb(236,0,0)', ebikes: 'rgb(12,17,177)', spaces: 'rgb(117,117,117)' };
/** Drawn wider under the e-bike segment, as on the server's donuts, so the blue stands out from the dark disc. */
const EBIKE_OUTLINE = 'rgb(200,204,255)';
const PIN = 44;
const CLUSTER = 52;

const element = document.getElementById('map');
const here = bikesPlace();
/** Farther than this from the system's middle, the rider is not riding it: the map opens on the system. */
const NEAR_METRES = 50_000;
const popup = document.getElementById('dock-popup');
const feeds = element.dataset.gbfs;
/** Markers by dock id, kept across refreshes so the map and any open popup stay put. */
const markers = new Map();
/** Redraws the counts once the map is drawn; the live part (the feed's state) refreshes from the start. */
let refreshCounts = () => {};

function countsLabel({ standard, ebikes, spaces }) {
  return t('bikes_label', {
    bikes: t('bikes_count_bikes', { n: standard + ebikes }),
    ebikes: t('bikes_count_ebikes', { n: ebikes }),
    spaces: t('bikes_count_spaces', { n: spaces }),
  });
}

/**
 * A donut as SVG markup, for the dock `id` when it is one: a circle of circumference 100, so each segment's dash is
 * its share in percent. It is drawn over its marker's dark disc (bikes.css).
 */
function donut(counts, size, label, id = '') {
  const circle = 'cx="18" cy="18" r="15.915" fill="none"';
  const parts = [`<circle ${circle} stroke-width="5" stroke="${COLOURS.spaces}" stroke-opacity="0.35"/>`];
  const total = Math.max(1, counts.standard + counts.ebikes + counts.spaces);
  let offset = 25;
  for (const kind of ['standard', 'ebikes', 'spaces']) {
    if (counts[kind] <= 0) continue;
    const share = (counts[kind] / total) * 100;
    const dash = `stroke-dasharray="${share.toFixed(2)} ${(100 - share).toFixed(2)}" stroke-dashoffset="${offset.toFixed(2)}"`;
    if (kind === 'ebikes') parts.push(`<circle ${circle} stroke-width="7" stroke="${EBIKE_OUTLINE}" ${dash}/>`);
    parts.push(`<circle ${circle} stroke-width="5" stroke="${COLOURS[kind]}" data-kind="${kind}" ${dash}/>`);
    offset -= share;
  }
  const bikes = counts.standard + counts.ebikes;
  parts.push(`<text x="18" y="22.5" font-size="12" font-weight="700" text-anchor="middle" fill="currentColor">${bikes}</text>`);
  const escaped = (text) => {
    const holder = document.createElement('span');
    holder.textContent = text;
    return holder.innerHTML.replaceAll('"', '&quot;');
  };
  const dock = id ? ` data-dock="${escaped(id)}"` : '';
  return `<svg class="donut" viewBox="0 0 36 36" width="${size}" height="${size}" role="img" aria-label="${escaped(label)}"${dock}>${parts.join('')}</svg>`;
}

async function gbfs(name) {
  const response = await fetch(`${feeds}/${name}.json`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()).data;
}

/** Each station's counts by id, e-bikes told apart by the vehicle types whose propulsion is electric. */
async function statuses() {
  const [{ vehicle_types: types = [] }, { stations }] = await Promise.all([gbfs('vehicle_types'), gbfs('station_status')]);
  const electric = new Set(types.filter((type) => type.propulsion_type !== 'human').map((type) => type.vehicle_type_id));
  return new Map(stations.map((station) => {
    const ebikes = (station.vehicle_types_available ?? [])
      .filter((available) => electric.has(available.vehicle_type_id))
      .reduce((sum, available) => sum + available.count, 0);
    const usable = Boolean(station.is_installed) && Boolean(station.is_renting);
    return [station.station_id, {
      counts: { standard: station.num_bikes_available - ebikes, ebikes, spaces: station.num_docks_available },
      usable,
    }];
  }));
}

function pinIcon(L, id, name, status) {
  return L.divIcon({
    html: donut(status.counts, PIN, `${name}: ${countsLabel(status.counts)}`, id),
    className: status.usable ? 'dock-pin' : 'dock-pin greyed',
    iconSize: [PIN, PIN],
  });
}

function clusterIcon(L, cluster) {
  const docks = cluster.getAllChildMarkers();
  const sums = { standard: 0, ebikes: 0, spaces: 0 };
  for (const marker of docks) for (const kind in sums) sums[kind] += marker.options.counts[kind];
  return L.divIcon({
    html: donut(sums, CLUSTER, `${t('bikes_cluster', { n: docks.length })}: ${countsLabel(sums)}`),
    className: 'dock-cluster',
    iconSize: [CLUSTER, CLUSTER],
  });
}

async function openPopup(dockID) {
  const response = await fetch(`${here.section}/docks/${encodeURIComponent(dockID)}?popup=1`, {
    cache: 'no-store', credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(String(response.status));
  popup.innerHTML = await response.text();
  popup.hidden = false;
  popup.querySelector('.popup-close')?.focus();
}

async function toggleStar(button) {
  if (button.dataset.favourite) {
    await api(`${here.api}/favourites/${button.dataset.favourite}`, { method: 'DELETE' });
  } else {
    await api(`${here.api}/favourites`, { method: 'POST', body: { dock_id: button.dataset.dock } });
  }
  await openPopup(button.dataset.dock);
}

/** Draws every dock, or redraws the counts of those already drawn. */
async function draw(L, clusters, names) {
  const current = await statuses();
  const added = [];
  for (const [id, station] of names) {
    const status = current.get(id);
    if (!status) continue;
    const drawn = markers.get(id);
    if (drawn) {
      drawn.options.counts = status.counts;
      drawn.setIcon(pinIcon(L, id, station.name, status));
      continue;
    }
    const marker = L.marker([station.lat, station.lon], {
      icon: pinIcon(L, id, station.name, status), title: station.name, counts: status.counts,
    });
    marker.on('click', () => openPopup(id).catch(() => { location.href = `${here.section}/docks/${encodeURIComponent(id)}`; }));
    markers.set(id, marker);
    added.push(marker);
  }
  clusters.addLayers(added);
  clusters.refreshClusters();
}

/** Metres between two {lat, lon}, near enough for telling a city from another. */
function metresBetween(a, b) {
  const radians = Math.PI / 180;
  const x = (b.lon - a.lon) * radians * Math.cos(((a.lat + b.lat) / 2) * radians);
  const y = (b.lat - a.lat) * radians;
  return Math.hypot(x, y) * 6_371_000;
}

async function start() {
  const remembered = place();
  const [lat, lon] = element.dataset.middle.split(',').map(Number);
  const middle = { lat, lon };
  let rider = remembered ? null : await locate(middle);
  if (rider && !rider.fallback && metresBetween(rider, middle) > NEAR_METRES) rider = { ...middle, fallback: true };
  const opened = await openMap(element, { ...(remembered ?? { centre: rider, zoom: rider.fallback ? 13 : 16 }), remember: true });
  if (!opened) return;
  document.getElementById('map-note').hidden = !rider?.fallback;
  const { map, L } = opened;
  const clusters = L.markerClusterGroup({
    iconCreateFunction: (cluster) => clusterIcon(L, cluster), showCoverageOnHover: false, maxClusterRadius: 48,
  });
  map.addLayer(clusters);
  const { stations } = await gbfs('station_information');
  const names = new Map(stations.map((station) => [station.station_id, station]));
  await draw(L, clusters, names);
  element.dataset.ready = 'true';
  refreshCounts = () => draw(L, clusters, names).catch(() => {});
}

document.addEventListener('click', (event) => {
  const star = event.target.closest('#dock-popup button.star');
  if (star) toggleStar(star).catch((error) => toast(error.message));
  if (event.target.closest('#dock-popup .popup-close')) popup.hidden = true;
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') popup.hidden = true;
});

keepLive(() => refreshCounts());
start().catch((error) => toast(error.message));
