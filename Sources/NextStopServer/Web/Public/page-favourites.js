// The favourites tab: every favourite with its next buses (one batch request), grouped under the visitor's
// categories; in edit mode, categories are created, renamed, reordered and deleted, and favourites moved,
// reordered and deleted.
import './app.js';
import { t, el, nameOf, badge, routeHref, stopHref, rememberTab, fill, statusLine, toast } from './core.js';
import { api } from './api.js';
import { renderArrivals, arrivalsError, notAnsweringLines } from './arrivals.js';
import { Refresher } from './refresher.js';
import { enablePullToRefresh } from './pull-to-refresh.js';
import { dragGrip, enableDragOrder } from './drag-order.js';
import { saveCopy, savedCopy, minutesSince } from './saved-copy.js';

rememberTab('favourites');

/** The most requests the batch endpoint takes at once. */
const BATCH_SIZE = 50;
/** Where the last favourites list and their last arrivals are kept for opening offline. */
const SAVED_LIST = 'nextstop_favourites';
const SAVED_ARRIVALS = 'nextstop_favourite_arrivals';
const list = document.getElementById('favourites');
const status = document.getElementById('favourites-status');
const emptyState = document.getElementById('empty-state');
const editToggle = document.getElementById('edit-toggle');
const newCategory = document.getElementById('new-category');
const categoryName = document.getElementById('category-name');
const refreshButton = document.getElementById('refresh');
const refreshStatus = document.getElementById('refresh-status');

const state = { categories: [], favourites: [], editing: false, arrivals: new Map() };

function apply(data) {
  state.categories = data.categories;
  state.favourites = data.favourites;
  render();
}

async function reload() {
  const data = await api('/favourites');
  saveCopy(SAVED_LIST, data);
  apply(data);
}

/** Runs an edit; answers that carry the whole list are drawn at once, others are followed by a reload. */
async function edit(action, errorKey = 'action_error') {
  try {
    const answer = await action();
    if (answer?.favourites) apply(answer);
    else await reload();
    if (state.favourites.some((favourite) => !state.arrivals.has(favourite.id))) refresher.refresh();
  } catch {
    toast(t(errorKey));
  }
}

function sections() {
  return [{ id: null, name: t('uncategorised') }, ...state.categories].map((category) => ({
    category,
    items: state.favourites.filter((favourite) => (favourite.category_id ?? null) === category.id),
  }));
}

function swapped(ids, index, delta) {
  const next = [...ids];
  [next[index], next[index + delta]] = [next[index + delta], next[index]];
  return next;
}

function iconButton(label, glyph, onclick, disabled = false) {
  return el('button', { type: 'button', class: 'icon-button', 'aria-label': label, title: label, disabled, onclick }, glyph);
}

function categoryControls(category, index) {
  const ids = state.categories.map((entry) => entry.id);
  const input = el('input', { value: category.name, maxlength: 40, 'aria-label': t('category_name'), required: true });
  const rename = el('form', {
    class: 'inline-form',
    onsubmit: (event) => {
      event.preventDefault();
      const name = input.value.trim();
      if (name && name !== category.name) {
        edit(() => api(`/categories/${category.id}`, { method: 'PATCH', body: { name } }), 'category_error');
      }
    },
  }, input, el('button', { type: 'submit' }, t('rename')));
  const move = (delta) => edit(() => api('/categories/reorder', {
    method: 'POST', body: { ids: swapped(ids, index, delta) },
  }));
  return el(
    'div', { class: 'edit-controls' },
    rename,
    iconButton(t('move_up'), '↑', () => move(-1), index === 0),
    iconButton(t('move_down'), '↓', () => move(1), index === ids.length - 1),
    el('button', {
      type: 'button', class: 'danger',
      onclick: () => edit(() => api(`/categories/${category.id}`, { method: 'DELETE' })),
    }, t('delete')),
  );
}

function favouriteControls(favourite, index, items) {
  const ids = items.map((item) => item.id);
  const move = (delta) => edit(() => api('/favourites/reorder', {
    method: 'POST', body: { category_id: favourite.category_id ?? null, ids: swapped(ids, index, delta) },
  }));
  const choices = [{ id: null, name: t('uncategorised') }, ...state.categories].map((category) => el(
    'option', { value: category.id ?? '', selected: (favourite.category_id ?? null) === category.id }, category.name,
  ));
  const select = el('select', {
    'aria-label': t('move_to'),
    onchange: () => edit(() => api(`/favourites/${favourite.id}`, {
      method: 'PATCH', body: { category_id: select.value === '' ? null : Number(select.value) },
    })),
  }, choices);
  return el(
    'div', { class: 'edit-controls' },
    iconButton(t('move_up'), '↑', () => move(-1), index === 0),
    iconButton(t('move_down'), '↓', () => move(1), index === items.length - 1),
    select,
    el('button', {
      type: 'button', class: 'danger',
      onclick: () => edit(() => api(`/favourites/${favourite.id}`, { method: 'DELETE' })),
    }, t('delete')),
  );
}

function drawArrivals(favourite, container) {
  const answer = state.arrivals.get(favourite.id);
  if (!answer) {
    fill(container, statusLine(t('loading')));
    return;
  }
  if (!answer.arrivals) {
    fill(container, arrivalsError(answer.not_answering));
    return;
  }
  container.classList.toggle('stale', answer.arrivals.stale || Boolean(answer.savedAt));
  const route = favourite.route;
  // A route's card shows that route's buses only, to its destination when any go there: the card's title already
  // names it, other routes and other ends are the stop's.
  const ofRoute = answer.arrivals.departures.filter((departure) => !route
    || (departure.route === route.route && departure.direction === route.direction));
  const toItsEnd = ofRoute.filter((departure) => route && departure.destination?.en === route.destination?.en);
  const departures = toItsEnd.length ? toItsEnd : ofRoute;
  renderArrivals(container, departures, { limit: 3, maxGroups: route ? 2 : 4, named: Boolean(route) });
  container.append(...notAnsweringLines(answer.arrivals.not_answering));
}

function card(favourite, index, items) {
  const route = favourite.route;
  const title = route
    ? [badge(route.company, route.route), el('span', { class: 'row-title' }, t('to_destination', { place: nameOf(route.destination) }))]
    : [el('span', { class: 'tag' }, t('whole_stop'))];
  const href = favourite.route_key ? routeHref(favourite.route_key, favourite.stop_id) : stopHref(favourite.stop_id);
  const arrivals = el('div', { class: 'arrivals', dataset: { favourite: favourite.id } });
  drawArrivals(favourite, arrivals);
  return el(
    'li', { class: 'favourite', dataset: { id: favourite.id } },
    state.editing ? dragGrip() : null,
    el('a', { class: 'favourite-link', href },
      el('span', { class: 'favourite-title' }, title),
      el('span', { class: 'row-sub' }, favourite.stop ? nameOf(favourite.stop.name) : favourite.stop_id),
      favourite.towards ? el('span', { class: 'row-sub towards' }, t('towards', { place: nameOf(favourite.towards) })) : null),
    arrivals,
    state.editing ? favouriteControls(favourite, index, items) : null,
  );
}

function section({ category, items }) {
  const index = state.categories.indexOf(category);
  const cards = el('ul', { class: 'favourite-list' }, items.map((favourite, position) => card(favourite, position, items)));
  if (state.editing) {
    enableDragOrder(cards, 'li.favourite', (rows) => edit(() => api('/favourites/reorder', {
      method: 'POST', body: { category_id: category.id, ids: rows.map((row) => Number(row.dataset.id)) },
    })));
  }
  return el(
    'section', { class: 'category', dataset: { category: category.id ?? 'none' } },
    // Without categories, "uncategorised" is the whole list and needs no heading.
    state.categories.length ? el('div', { class: 'category-head' }, el('h2', {}, category.name)) : null,
    state.editing && category.id !== null ? categoryControls(category, index) : null,
    cards,
  );
}

function render() {
  status.hidden = true;
  const hasFavourites = state.favourites.length > 0;
  emptyState.hidden = hasFavourites;
  refreshButton.hidden = !hasFavourites;
  refreshStatus.hidden = !hasFavourites;
  editToggle.hidden = !hasFavourites && state.categories.length === 0;
  if (editToggle.hidden) state.editing = false;
  editToggle.textContent = state.editing ? t('done') : t('edit');
  editToggle.setAttribute('aria-pressed', String(state.editing));
  newCategory.hidden = !state.editing;
  const shown = sections().filter(({ category, items }) => items.length > 0 || (state.editing && category.id !== null));
  fill(list, shown.map(section));
}

async function loadArrivals() {
  const favourites = state.favourites;
  if (!favourites.length) return { stale: false };
  const requests = favourites.map((favourite) => ({
    stop_id: favourite.stop_id,
    route: favourite.route_key ? favourite.route_key.split(':')[1] : null,
  }));
  const results = [];
  for (let start = 0; start < requests.length; start += BATCH_SIZE) {
    const answer = await api('/arrivals', { method: 'POST', body: { requests: requests.slice(start, start + BATCH_SIZE) } });
    results.push(...answer.results);
  }
  favourites.forEach((favourite, index) => state.arrivals.set(favourite.id, results[index]));
  saveCopy(SAVED_ARRIVALS, Object.fromEntries(state.arrivals));
  for (const favourite of state.favourites) {
    const container = list.querySelector(`.arrivals[data-favourite="${favourite.id}"]`);
    if (container) drawArrivals(favourite, container);
  }
  const fetched = results.map((result) => result.arrivals).filter(Boolean);
  return {
    stale: fetched.some((arrivals) => arrivals.stale),
    ageS: Math.max(0, ...fetched.map((arrivals) => arrivals.age_s)),
  };
}

const refresher = new Refresher({
  load: loadArrivals,
  button: refreshButton,
  status: refreshStatus,
  target: list,
});

editToggle.addEventListener('click', () => {
  state.editing = !state.editing;
  render();
});

newCategory.addEventListener('submit', (event) => {
  event.preventDefault();
  const name = categoryName.value.trim();
  if (!name) return;
  edit(async () => {
    await api('/categories', { method: 'POST', body: { name } });
    categoryName.value = '';
  }, 'category_error');
});

/** Offline: the favourites and arrivals last saved in this browser, marked with their age; false without a copy. */
function showSavedCopy() {
  const list = savedCopy(SAVED_LIST);
  if (!list) return false;
  const arrivals = savedCopy(SAVED_ARRIVALS);
  for (const [id, answer] of Object.entries(arrivals?.value ?? {})) {
    state.arrivals.set(Number(id), { ...answer, savedAt: arrivals.savedAt });
  }
  apply(list.value);
  const savedAt = arrivals?.savedAt ?? list.savedAt;
  const time = new Date(savedAt).toLocaleTimeString('en-GB', {
    hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Hong_Kong',
  });
  status.textContent = t('saved_copy', { time, n: minutesSince(savedAt) });
  status.classList.remove('error');
  status.hidden = false;
  return true;
}

async function start() {
  try {
    await reload();
    refresher.start();
  } catch {
    if (!showSavedCopy()) {
      status.textContent = t('favourites_error');
      status.classList.add('error');
    }
    document.addEventListener('nextstop:reconnected', start, { once: true });
  }
}

start();
enablePullToRefresh(() => refresher.refreshNow());
