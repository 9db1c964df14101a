// The bell that keeps a reminder of what a page shows (a bus at a stop, a Caltrain trip, a dock, Hong Kong's weather
// warnings) and deletes it again. On a browser not yet notified, the first tap asks the rider's permission.
import { t, el, toast } from './core.js';
import { api } from './api.js';
import { pushSupported, currentSubscription, subscribe } from './push.js';

let kept = null;

/** This device's reminders, fetched once per page and kept current as bells change them. */
function keptReminders() {
  kept ??= api('/reminders').then((answer) => answer.reminders, () => []);
  return kept;
}

/** A watch as the server keeps it: keys sorted at every level, so that one watch always reads the same. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const svg = 'http://www.w3.org/2000/svg';

function bellIcon(on) {
  const icon = document.createElementNS(svg, 'svg');
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('class', 'bell-icon');
  const path = document.createElementNS(svg, 'path');
  path.setAttribute('d', on
    ? 'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1z'
    : 'M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1zm-2 1H7v-6a5 5 0 0 1 10 0z');
  icon.append(path);
  return icon;
}

/**
 * A bell keeping a reminder of `kind` that watches `watch`. `label` says what it would remind of ("Remind me when 1A
 * is 5 min away"); with `text`, the bell shows its state in words beside the icon, else only to screen readers.
 */
export function reminderBell(kind, watch, label, { text = false } = {}) {
  const button = el('button', { type: 'button', class: `bell${text ? ' bell-text' : ''}`, 'aria-pressed': 'false' });
  if (!pushSupported()) {
    button.hidden = true;
    return button;
  }
  const key = canonical(watch);
  let reminder = null;
  const draw = () => {
    const words = reminder ? t('reminder_on') : label;
    button.setAttribute('aria-pressed', reminder ? 'true' : 'false');
    button.setAttribute('aria-label', reminder ? `${t('reminder_on')}: ${label}` : label);
    button.title = words;
    button.replaceChildren(bellIcon(Boolean(reminder)), text ? el('span', {}, words) : '');
  };
  // Another bell of the page may watch the same (a joint route's two operators): each redraws when one changes.
  button.refresh = async () => {
    const reminders = await keptReminders();
    reminder = reminders.find((kept) => kept.kind === kind && kept.enabled && canonical(kept.watch) === key) ?? null;
    draw();
  };
  draw();
  button.refresh();
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const reminders = await keptReminders();
      if (reminder) {
        await api(`/reminders/${reminder.id}`, { method: 'DELETE' });
        reminders.splice(reminders.indexOf(reminder), 1);
        reminder = null;
        toast(t('reminder_removed'));
      } else {
        if (!await currentSubscription() && !await subscribe()) {
          toast(t('notify_denied'));
          return;
        }
        reminder = await api('/reminders', { method: 'POST', body: { kind, watch } });
        // A reminder turned off on the reminders page is turned on again, under its own id.
        reminders.splice(0, reminders.length, ...reminders.filter((other) => other.id !== reminder.id), reminder);
        toast(t('reminder_set', { detail: reminder.detail ?? label }));
      }
      document.querySelectorAll('.bell').forEach((bell) => bell.refresh?.());
    } catch (error) {
      toast(error.status === 503 ? t('notify_server_off') : t('action_error'));
    } finally {
      button.disabled = false;
    }
  });
  return button;
}
