// A bike system's pages: the favourites sorted by distance from where the visitor is, stars that save and remove
// docks, docks reordered by dragging in "my order", and the live part refreshed every 30 s or by pulling down.
import './app.js';
import { t, toast } from './core.js';
import { api } from './api.js';
import { bikesPlace, keepLive } from './bikes-live.js';
import { addNearWhenKnown } from './bikes-location.js';
import { enablePullToRefresh } from './pull-to-refresh.js';
import { enableDragOrder } from './drag-order.js';
import { reminderBell } from './reminder-bell.js';

const here = bikesPlace();
let refresh = () => location.reload();

async function toggleStar(button) {
  try {
    if (button.dataset.favourite) {
      await api(`${here.api}/favourites/${button.dataset.favourite}`, { method: 'DELETE' });
    } else {
      await api(`${here.api}/favourites`, { method: 'POST', body: { dock_id: button.dataset.dock } });
    }
    await refresh();
  } catch (error) {
    toast(error.message);
  }
}

/** Dragging a dock by its grip in "my order", with a finger or a mouse: the new order is saved at once. */
function enableDragging() {
  const list = document.getElementById('bikes-list');
  if (list?.classList.contains('manual')) enableDragOrder(list, '.dock-row', () => saveOrder(list));
}

/** Saves the order `list` shows now. */
async function saveOrder(list) {
  const ids = [...list.querySelectorAll('.dock-row[data-favourite]')].map((row) => Number(row.dataset.favourite));
  try {
    await api(`${here.api}/favourites/reorder`, { method: 'POST', body: { ids } });
  } catch (error) {
    toast(error.message);
  }
}

/** ↑ and ↓ in "my order", for those who cannot drag: the dock swaps with its neighbour and the order is saved. */
function moveByButton(button) {
  const row = button.closest('.dock-row');
  const up = button.dataset.move === '-1';
  const neighbour = up ? row.previousElementSibling : row.nextElementSibling;
  if (!neighbour) return;
  if (up) neighbour.before(row);
  else neighbour.after(row);
  saveOrder(row.parentElement);
}

/** A favourite dock's alert levels, saved from its page's form: an empty field is a kind not watched. */
async function saveAlertLevels(form) {
  const levels = {};
  for (const field of form.querySelectorAll('input[type=number]')) {
    levels[field.name] = field.value === '' ? null : Number(field.value);
  }
  const status = form.querySelector('[role=status]');
  try {
    await api(`${here.api}/favourites/${form.dataset.favourite}/alerts`, { method: 'PUT', body: levels });
    status.textContent = form.dataset.saved;
  } catch (error) {
    status.textContent = error.message;
  }
}

const remind = document.getElementById('dock-remind');
remind?.append(reminderBell(
  'dock', { system: here.system, dock: remind.dataset.dock, resource: 'bikes', at_most: 2 }, t('bikes_remind'), { text: true },
));

document.getElementById('alert-levels')?.addEventListener('submit', (event) => {
  event.preventDefault();
  saveAlertLevels(event.target);
});

document.addEventListener('click', (event) => {
  const star = event.target.closest('button.star');
  if (star) toggleStar(star);
  const move = event.target.closest('#bikes-list button.move');
  if (move) moveByButton(move);
});

// The dock pages share this module; only the favourites list is sorted.
if (location.pathname === here.section) addNearWhenKnown();
refresh = keepLive(enableDragging) ?? refresh;
enableDragging();
enablePullToRefresh(() => refresh());
