// Shared by every page: phrases, names in the chosen language, safe DOM building, small UI helpers.

const strings = JSON.parse(document.getElementById('strings')?.textContent || '{}');

/** `tc` or `en`, as the server rendered the page. */
export const lang = ['en', 'sc'].includes(document.documentElement.dataset.lang) ? document.documentElement.dataset.lang : 'tc';

/** The page's language as a BCP 47 tag, for dates and speech. */
export const locale = { en: 'en-GB', tc: 'zh-HK', sc: 'zh-CN' }[lang];

/** The phrase `key` with each `{slot}` filled; its `_one` form, when there is one, for a count `n` of exactly 1. */
export function t(key, slots = {}) {
  let text = (slots.n === 1 ? strings[`${key}_one`] : undefined) ?? strings[key] ?? key;
  for (const [name, value] of Object.entries(slots)) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}

/** A `{en, tc, sc}` name in the page's language. */
export function nameOf(text) {
  if (!text) return '';
  return text[lang] || text.en || text.tc || '';
}

/**
 * An element with attributes and children. Text always goes in as text nodes, never as markup, so names from the
 * network can never become HTML.
 */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value == null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    // Through the CSSOM: the page's Content-Security-Policy refuses style attributes.
    else if (key === 'style') node.style.cssText = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child != null && child !== false) node.append(child);
  }
  return node;
}

/**
 * A route number on its operator's colour, the operator named in text beside it (colour alone tells nothing to a
 * colour-blind rider); a joint route's partner, given as `"CTB:170:O:1"` or `"CTB"`, is named after it.
 */
export function badge(company, route, jointRoute) {
  const partner = jointRoute ? String(jointRoute).split(':')[0] : null;
  const operators = [t(`company_${company}`)];
  if (partner && partner !== company) operators.push(t(`company_${partner}`));
  return el('span', { class: `badge ${String(company).toLowerCase()}` },
    route, el('small', { class: 'operator' }, operators.join(' + ')));
}

/** The page of a route variant, opened at `stop` when given. */
export function routeHref(key, stop) {
  const page = `/hk/routes/${encodeURIComponent(key)}`;
  return stop ? `${page}?stop=${encodeURIComponent(stop)}` : page;
}

/** The page of a stop. */
export function stopHref(id) {
  return `/hk/stops/${encodeURIComponent(id)}`;
}

/** Metres between two `{lat, lon}` points on the Earth's surface, flat-earth near enough within a city or a line. */
export function metresBetween(a, b) {
  const toRadians = Math.PI / 180;
  const x = (b.lon - a.lon) * toRadians * Math.cos(((a.lat + b.lat) / 2) * toRadians);
  const y = (b.lat - a.lat) * toRadians;
  return Math.hypot(x, y) * 6_371_000;
}

/** "120 m" under a kilometre, else "2.7 km" (four digits of metres are harder to read than two of kilometres). */
export function distanceText(metres) {
  if (Math.round(metres) < 1000) return t('metres', { n: Math.round(metres) });
  return t('kilometres', { n: (metres / 1000).toFixed(1) });
}

/** Changes the address without a reload, and tells the language switch to come back to it. */
export function replaceAddress(address) {
  history.replaceState(null, '', address);
  const next = document.querySelector('.language-switch input[name="next"]');
  if (next) next.value = location.pathname + location.search;
}

/** Remembers the Hong Kong bus tab in the cookie that `/hk` reads. */
export function rememberTab(tab) {
  document.cookie = `nextstop_tab=${tab}; path=/; max-age=31536000; samesite=lax`;
}

let toastTimer = 0;

/** A short message at the bottom of the screen. */
export function toast(message) {
  const node = document.getElementById('toast');
  if (!node) return;
  node.textContent = message;
  node.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { node.hidden = true; }, 3000);
}

/** Runs `action` on a second tap of `button` within 4 seconds, so that a stray tap deletes nothing. */
export function confirmThen(button, action) {
  if (button.dataset.armed) {
    action();
    return;
  }
  const label = button.textContent;
  button.dataset.armed = 'true';
  button.textContent = t('tap_again');
  setTimeout(() => {
    delete button.dataset.armed;
    button.textContent = label;
  }, 4000);
}

/** Empties `node` and fills it with `children`. */
export function fill(node, ...children) {
  node.replaceChildren(...children.flat().filter((child) => child != null && child !== false));
}

/** A one-line status message. */
export function statusLine(message, extraClass = '') {
  return el('p', { class: `status ${extraClass}`.trim() }, message);
}
