// Ask Hong Kong's answer cards, each drawn as a card from its JSON shape (never shown as JSON): the weather now, the
// 9-day strip with the chance of rain, warnings (tap for the full text) and tips, the UV and AQHI gauges, rainfall
// by district, bus arrivals and routes, and text. A card the page does not know is left out; the answer's sentence says it all.
import { t, el, distanceText } from './core.js';
import { weatherIcon } from './weather-icons.js';
import { reminderBell } from './reminder-bell.js';

const SVG = 'http://www.w3.org/2000/svg';
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Hong_Kong' });

/** The shared icon (weather-icons.js) for an Observatory icon code (API-NOTES §HKO 6). */
function observatoryIcon(code) {
  if (code >= 50 && code <= 52) return weatherIcon('sun');
  if (code === 53 || code === 54 || code === 62) return weatherIcon('drizzle');
  if (code === 63 || code === 64) return weatherIcon('rain');
  if (code === 65) return weatherIcon('storm');
  if ((code >= 70 && code <= 75) || code === 77) return weatherIcon('moon');
  if (code >= 83 && code <= 85) return weatherIcon('fog');
  if (code === 90 || code === 91) return weatherIcon('sun');
  if (code === 92 || code === 93) return weatherIcon('ice');
  return weatherIcon('cloud');
}

function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  node.append(...children);
  return node;
}

/** A half-circle gauge from 0 to `max` showing `shown` (`10+`), its arc in the colour of `level` (`low` … `extreme`). */
function gauge(shown, max, label, level) {
  const value = Number.parseFloat(shown);
  const share = Math.max(0, Math.min(1, value / max));
  const angle = Math.PI * (1 - share);
  const x = 50 + 40 * Math.cos(angle);
  const y = 50 - 40 * Math.sin(angle);
  return el('div', { class: `gauge level-${level}`, role: 'img', 'aria-label': `${label} ${shown}` },
    svg('svg', { viewBox: '0 0 100 56', 'aria-hidden': 'true' },
      svg('path', { class: 'gauge-track', d: 'M10 50 A40 40 0 0 1 90 50' }),
      svg('path', { class: 'gauge-value', d: `M10 50 A40 40 0 0 1 ${x.toFixed(1)} ${y.toFixed(1)}` })),
    el('span', { class: 'gauge-number' }, String(shown)));
}

function uvLevel(value) {
  if (value <= 2) return 'low';
  if (value <= 5) return 'moderate';
  if (value <= 7) return 'high';
  if (value <= 10) return 'very-high';
  return 'extreme';
}

function aqhiLevel(value) {
  if (value <= 3) return 'low';
  if (value <= 6) return 'moderate';
  if (value === 7) return 'high';
  if (value <= 10) return 'very-high';
  return 'extreme';
}

/** The past 24 hours as a small line, the newest at the right; a missing hour breaks nothing, it is left out. */
function miniChart(history) {
  const values = history.map((hour) => hour.value).filter((value) => Number.isFinite(value));
  if (values.length < 2) return '';
  const step = 100 / (values.length - 1);
  const line = values.map((value, index) => `${(index * step).toFixed(1)},${(30 - Math.min(value, 11) * 2.5).toFixed(1)}`);
  return el('figure', { class: 'mini-chart' },
    svg('svg', { viewBox: '0 0 100 32', preserveAspectRatio: 'none', 'aria-hidden': 'true' },
      svg('polyline', { points: line.join(' ') })),
    el('figcaption', {}, t('ask_aqhi_24h')));
}

function weatherNow(card) {
  return [
    el('p', { class: 'card-title' }, card.place),
    el('p', { class: 'now-line' },
      el('span', { class: 'now-icon', 'aria-hidden': 'true' }, (card.icons ?? []).map(observatoryIcon)),
      el('span', { class: 'now-temp' }, `${card.temperature_c}°C`)),
    card.humidity_pct == null ? '' : el('p', { class: 'row-sub' }, t('ask_humidity', { n: card.humidity_pct })),
    ...(card.messages ?? []).map((message) => el('p', { class: 'card-message' }, message)),
  ];
}

function forecast(card) {
  const days = card.days.map((day) => el('li', { class: `day${day.date === card.asked_date ? ' asked' : ''}` },
    el('span', { class: 'day-name' }, day.weekday),
    el('span', { class: 'day-date' }, `${day.date.slice(8, 10)}/${day.date.slice(5, 7)}`),
    el('span', { class: 'day-icon', 'aria-hidden': 'true' }, observatoryIcon(day.icon)),
    el('span', { class: 'day-temp' }, `${day.min_c ?? '–'}–${day.max_c ?? '–'}°`),
    day.psr ? el('span', { class: `psr psr-${day.psr.replaceAll(' ', '-').toLowerCase()}` }, t(`ask_psr_${day.psr}`)) : ''));
  const asked = card.days.find((day) => day.date === card.asked_date);
  return [
    el('ol', { class: 'forecast-strip' }, days),
    asked ? el('p', { class: 'row-sub' }, asked.weather, asked.psr ? ` ${t('ask_psr', { level: t(`ask_psr_${asked.psr}`) })}` : '') : '',
    card.general_situation ? el('details', {}, el('summary', {}, '…'), el('p', {}, card.general_situation)) : '',
  ];
}

/** The bell telling the rider of each warning the Observatory issues from now on. */
function warningsBell() {
  return el('p', { class: 'card-remind' }, reminderBell('hk-warnings', {}, t('ask_remind_warnings'), { text: true }));
}

function warnings(card) {
  const tips = (card.tips ?? []).map((tip) => el('p', { class: 'card-message' }, tip));
  if (!card.warnings.length) return [el('p', {}, t('ask_no_warnings')), ...tips, warningsBell()];
  return [
    ...card.warnings.map((warning) => el('details', { class: `warning-banner code-${String(warning.subtype ?? warning.code).toLowerCase()}` },
      el('summary', {}, `⚠ ${warning.name}`),
      warning.issue_time ? el('p', { class: 'row-sub' }, t('ask_issued', { time: clock.format(new Date(warning.issue_time)) })) : '',
      ...(warning.full_text ?? []).map((line) => el('p', {}, line)))),
    ...tips,
    warningsBell(),
  ];
}

function uv(card) {
  if (card.value == null) return el('p', {}, t('ask_uv_night'));
  return [
    el('p', { class: 'card-title' }, `${t('ask_uv')} · ${card.place}`),
    gauge(card.value, 12, t('ask_uv'), uvLevel(card.value)),
    el('p', { class: 'gauge-level' }, card.level),
  ];
}

function rainfall(card) {
  const wet = card.districts.filter((district) => district.max_mm > 0 || district.maintenance);
  const most = Math.max(1, ...card.districts.map((district) => district.max_mm));
  return [
    el('p', { class: 'card-title' }, t('ask_rainfall')),
    wet.length ? '' : el('p', {}, t('ask_no_rain')),
    el('ul', { class: 'rain-bars' }, wet.map((district) => el('li', {},
      el('span', { class: 'rain-name' }, district.district),
      district.maintenance
        ? el('span', { class: 'row-sub' }, t('ask_maintenance'))
        : el('span', { class: 'rain-bar', style: `--share:${(district.max_mm / most).toFixed(2)}` },
          `${district.min_mm == null ? '' : `${district.min_mm}–`}${district.max_mm} mm`)))),
  ];
}

/** Every station's newest index as a bar, the highest first, the station asked about marked: folded away under
 * its count, so the gauge stays the answer. */
function districtBars(card) {
  const districts = card.districts ?? [];
  if (districts.length < 2) return '';
  return el('details', { class: 'aqhi-districts' },
    el('summary', {}, t('ask_aqhi_districts', { n: districts.length })),
    el('ul', { class: 'aqhi-bars' }, districts.map((district) => el('li',
      district.station_id === card.station_id ? { class: 'asked' } : {},
      el('span', { class: 'aqhi-name' },
        district.station_type === 'roadside' ? t('ask_aqhi_roadside', { name: district.station }) : district.station),
      el('span', {
        class: `aqhi-bar level-${aqhiLevel(district.value)}`, style: `--share:${(district.value / 11).toFixed(2)}`,
        'aria-hidden': 'true',
      }),
      el('span', { class: 'aqhi-value' }, district.label)))));
}

/** The station's newest pollutant concentrations, one cell each, its hour beneath. */
function pollutantGrid(pollutants) {
  if (!pollutants?.values?.length) return '';
  return el('figure', { class: 'pollutants' },
    el('dl', {}, pollutants.values.map((value) => el('div', { class: 'pollutant', title: value.name },
      el('dt', {}, value.symbol),
      el('dd', {}, `${Math.round(value.ug_m3)}`)))),
    el('figcaption', {}, t('ask_pollutants', { time: clock.format(new Date(pollutants.time)) })));
}

function aqhi(card) {
  return [
    el('p', { class: 'card-title' }, `${t('ask_aqhi')} · ${card.station}`),
    card.value == null ? '' : gauge(card.label ?? card.value, 11, t('ask_aqhi'), aqhiLevel(card.value)),
    el('p', { class: 'gauge-level' }, card.risk_name ?? ''),
    card.advice ? el('p', { class: 'row-sub' }, card.advice.general) : '',
    card.advice?.higher_risk ? el('p', { class: 'row-sub' }, card.advice.higher_risk) : '',
    miniChart(card.history ?? []),
    pollutantGrid(card.pollutants),
    districtBars(card),
  ];
}

function busArrivals(card) {
  return [
    el('p', { class: 'card-title' }, card.stop),
    card.arrivals.length
      ? el('ul', { class: 'bus-times' }, card.arrivals.map((arrival) => el('li', {},
        el('strong', {}, arrival.route), ' ',
        arrival.minutes == null ? arrival.remark : arrival.minutes === 0 ? t('ask_bus_due') : t('ask_bus_minutes', { n: arrival.minutes }),
        el('span', { class: 'row-sub' }, ` → ${arrival.destination}`))))
      : el('p', {}, t('ask_bus_none')),
  ];
}

function busRoutes(card) {
  return [
    card.place ? el('p', { class: 'card-title' }, card.place) : '',
    el('ul', { class: 'bus-lines' }, card.lines.map((line) => el('li', {},
      el('strong', {}, line.route), ` ${line.origin} → ${line.destination}`))),
  ];
}

function busStops(card) {
  return el('ul', { class: 'bus-stops' }, card.stops.map((stop) => el('li', {},
    el('p', { class: 'bus-stop-head' }, el('strong', {}, stop.name), ` · ${distanceText(stop.distance_m)}`),
    el('p', { class: 'bus-stop-routes' }, stop.routes.map((route) => el('span', { class: 'route-chip' }, route))))));
}

const DRAWERS = {
  'weather.now': weatherNow,
  'weather.forecast': forecast,
  'weather.warnings': warnings,
  'weather.uv': uv,
  'weather.rainfall': rainfall,
  'air.aqhi': aqhi,
  'bus.arrivals': busArrivals,
  'bus.routes': busRoutes,
  'bus.stops': busStops,
  text: (card) => el('p', {}, card.body),
};

/** How old the card's data is, when it is worth saying: always when it came from a kept copy. */
function freshness(card) {
  if (card.age_s == null) return '';
  const minutes = Math.floor(card.age_s / 60);
  if (card.cached) return el('p', { class: 'card-age stale' }, t('ask_cached', { n: minutes }));
  return minutes >= 15 ? el('p', { class: 'card-age' }, t('ask_age', { n: minutes })) : '';
}

function sourceLine(card) {
  if (card.source === 'hko') return el('p', { class: 'card-source' }, t('ask_source_hko'));
  if (card.source === 'epd') return el('p', { class: 'card-source' }, t('ask_source_epd'));
  return '';
}

/** The card drawn for `card`, or null when the page does not know its type. */
export function drawCard(card) {
  const draw = DRAWERS[card?.type];
  if (!draw) return null;
  return el('article', { class: `answer-card card-${card.type.replace('.', '-')}` }, draw(card), freshness(card), sourceLine(card));
}
