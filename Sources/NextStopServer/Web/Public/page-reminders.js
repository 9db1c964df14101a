// The reminders page: every reminder this device keeps, each with what it watches (a link to its page), whether it is
// on, whether it may also come at night, and a delete that asks for a second tap. It says so when this browser is
// not subscribed, since reminders then cannot reach it.
import './app.js';
import { t, el, confirmThen } from './core.js';
import { api } from './api.js';
import { currentSubscription } from './push.js';

const list = document.getElementById('reminder-list');
const status = document.getElementById('reminders-status');

function say(message, failed = false) {
  status.textContent = message;
  status.classList.toggle('error', failed);
}

/** A labelled switch changing one member of the reminder (`enabled`, `at_night`). */
function toggle(reminder, member, label) {
  const box = el('input', { type: 'checkbox', class: `reminder-${member.replace('_', '-')}`, checked: reminder[member] });
  box.addEventListener('change', async () => {
    box.disabled = true;
    try {
      Object.assign(reminder, await api(`/reminders/${reminder.id}`, { method: 'PATCH', body: { [member]: box.checked } }));
      say('');
    } catch (error) {
      box.checked = !box.checked;
      say(error.message, true);
    } finally {
      box.disabled = false;
    }
  });
  return el('label', { class: 'reminder-toggle' }, box, ' ', label);
}

function row(reminder) {
  const remove = el('button', { type: 'button', class: 'danger' }, t('reminders_delete'));
  remove.addEventListener('click', () => confirmThen(remove, async () => {
    try {
      await api(`/reminders/${reminder.id}`, { method: 'DELETE' });
      item.remove();
      say(t('reminders_deleted'));
      if (!list.children.length) say(t('reminders_none'));
    } catch (error) {
      say(error.message, true);
    }
  }));
  const title = reminder.title ?? t('reminders_gone');
  const item = el('li', { class: 'reminder' },
    el('span', { class: 'row-main' },
      reminder.url ? el('a', { class: 'row-title', href: reminder.url }, title) : el('span', { class: 'row-title' }, title),
      el('span', { class: 'row-sub' }, reminder.detail ?? ''),
      el('span', { class: 'reminder-switches' },
        toggle(reminder, 'enabled', t('reminders_enabled')), toggle(reminder, 'at_night', t('reminders_night')))),
    remove);
  return item;
}

async function show() {
  try {
    const { reminders } = await api('/reminders');
    list.replaceChildren(...reminders.map(row));
    say(reminders.length ? '' : t('reminders_none'));
  } catch (error) {
    say(error.message, true);
  }
  document.getElementById('reminders-browser').hidden = Boolean(await currentSubscription().catch(() => null));
}

show();
