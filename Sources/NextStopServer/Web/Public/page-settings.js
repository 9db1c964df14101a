// The settings page: the display settings are plain forms. This script forgets what the browser keeps for NextStop
// (the position, recent stops, Caltrain stations, Ask answers, offline copies); cookies and favourites stay, because
// the device keeps its token and its favourites are still its own. It also turns this device's notifications on and
// off (Web Push: the browser asks for permission only when the rider taps), and sends a test notification.
import './app.js';
import { t } from './core.js';
import { api } from './api.js';
import { pushSupported, currentSubscription, subscribe, unsubscribe } from './push.js';

const on = document.getElementById('notify-on');
const off = document.getElementById('notify-off');
const test = document.getElementById('notify-test');
const status = document.getElementById('notify-status');

document.getElementById('forget-browser').addEventListener('click', () => {
  localStorage.clear();
  sessionStorage.clear();
  document.getElementById('forget-status').textContent = t('settings_forgotten');
});

function say(message, failed = false) {
  status.textContent = message;
  status.classList.toggle('error', failed);
}

/** Shows the buttons for a device with notifications on or off. */
function showEnabled(enabled) {
  on.hidden = enabled;
  off.hidden = !enabled;
  test.hidden = !enabled;
}

on.addEventListener('click', async () => {
  try {
    if (!await subscribe()) {
      say(t('notify_denied'), true);
      return;
    }
    showEnabled(true);
    say(t('notify_enabled'));
  } catch (error) {
    say(error.status === 503 ? t('notify_server_off') : t('notify_failed', { reason: error.message }), true);
  }
});

off.addEventListener('click', async () => {
  try {
    await unsubscribe();
    showEnabled(false);
    say(t('notify_disabled'));
  } catch (error) {
    say(error.message, true);
  }
});

test.addEventListener('click', async () => {
  try {
    await api('/push/test', { method: 'POST', body: {} });
    say(t('notify_sent'));
  } catch (error) {
    say(error.message, true);
  }
});

/** Whether this browser can be notified at all, and whether it already is. */
async function showCurrent() {
  if (!pushSupported()) {
    on.disabled = true;
    say(t('notify_unsupported'));
    return;
  }
  showEnabled(Boolean(await currentSubscription()));
}

showCurrent();
