// The web app's one map: Leaflet, served by NextStop from the operating system's package at /assets/leaflet/, over
// the tiles the server is configured with (the page's <body> carries their address and credit). Every section opens
// its maps here. Without Leaflet the map's element says the map is unavailable and the rest of the page works on.
import { t } from './core.js';

const LEAFLET = '/assets/leaflet/';
let loading = null;

function script(src) {
  return new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.src = src;
    element.addEventListener('load', resolve);
    element.addEventListener('error', () => reject(new Error(`${src} did not load`)));
    document.head.append(element);
  });
}

function stylesheet(href) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

/** Leaflet with its marker clusters, loaded once; rejects when they are not installed. */
function leaflet() {
  loading ??= (async () => {
    for (const name of ['leaflet.css', 'MarkerCluster.css', 'MarkerCluster.Default.css']) stylesheet(LEAFLET + name);
    await script(`${LEAFLET}leaflet.js`);
    await script(`${LEAFLET}leaflet.markercluster.js`);
    return window.L;
  })();
  return loading;
}

function escaped(text) {
  const holder = document.createElement('span');
  holder.textContent = text;
  return holder.innerHTML;
}

/** The tiles' credit as Leaflet shows it: the configured text, linked to its page when there is one. */
function attribution() {
  const { mapAttribution: text = '', mapAttributionUrl: url = '' } = document.body.dataset;
  if (!text) return '';
  return url ? `<a href="${escaped(url)}" rel="noopener">${escaped(text)}</a>` : escaped(text);
}

/**
 * A map in `element` showing `centre` ({lat, lon}) at `zoom`, or fitting `bounds` ([[lat, lon], …]), with Leaflet as
 * `L`; null, after the element says so, when Leaflet is not installed. The element's `data-centre` and `data-zoom`
 * follow the map; with `remember` the address does too (`c=lat,lon&z=zoom`), so a reload or a shared link shows the
 * same place, and `place()` reads it back.
 */
export async function openMap(element, { centre, zoom, bounds, remember = false }) {
  let L;
  try {
    L = await leaflet();
  } catch {
    element.classList.add('map-unavailable');
    element.textContent = t('map_unavailable');
    return null;
  }
  element.textContent = '';
  const map = L.map(element, { zoomSnap: 1 });
  L.tileLayer(document.body.dataset.mapTiles, { maxZoom: 19, attribution: attribution() }).addTo(map);
  map.on('moveend', () => {
    const middle = map.getCenter();
    const centreText = `${middle.lat.toFixed(5)},${middle.lng.toFixed(5)}`;
    element.dataset.centre = centreText;
    element.dataset.zoom = String(map.getZoom());
    if (!remember) return;
    const params = new URLSearchParams(location.search);
    params.set('c', centreText);
    params.set('z', String(map.getZoom()));
    history.replaceState(history.state, '', `${location.pathname}?${params}`);
  });
  if (bounds) fit(map, bounds);
  else map.setView([centre.lat, centre.lon], zoom);
  return { map, L };
}

/** Moves `map` to show every position of `bounds` ([[lat, lon], …]), clear of the zoom buttons in its top left. */
function fit(map, bounds) {
  map.fitBounds(bounds, { paddingTopLeft: [60, 24], paddingBottomRight: [24, 24], maxZoom: 17 });
}

const redrawn = new WeakMap();

/**
 * The map in `element` moved to show `bounds`, opened the first time and reused after, with Leaflet as `L` and an
 * emptied `layer` to draw on; null when Leaflet is not installed.
 */
export async function redraw(element, bounds) {
  let drawn = redrawn.get(element);
  if (!drawn) {
    const opened = await openMap(element, { bounds });
    if (!opened) return null;
    drawn = { ...opened, layer: opened.L.layerGroup().addTo(opened.map) };
    redrawn.set(element, drawn);
  } else {
    fit(drawn.map, bounds);
  }
  drawn.layer.clearLayers();
  return drawn;
}

/** The centre and zoom the address holds (`c=lat,lon&z=zoom`), or null. */
export function place() {
  const params = new URLSearchParams(location.search);
  const [lat, lon] = (params.get('c') ?? '').split(',').map(Number);
  const zoom = Number(params.get('z'));
  if (![lat, lon, zoom].every(Number.isFinite) || !params.has('c') || !params.has('z')) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || zoom < 1 || zoom > 19) return null;
  return { centre: { lat, lon }, zoom };
}
