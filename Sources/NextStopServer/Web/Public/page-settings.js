// The settings page: the display settings are plain forms. This script forgets what the browser keeps for NextStop
// (the position, recent stops, Caltrain stations, Ask answers, offline copies); cookies and favourites stay, because
// the device keeps its token and its favourites are still its own. It also turns this device's notifications on and
// off (Web Push: the browser asks for permission only when the rider taps), and sends a test notification.
import './app.js';
import { t, lang } from './core.js';
import { api } from './api.js';

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

/** `applicationServerKey` from the key's base64url text. */
function keyBytes(text) {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

async function registration() {
  return navigator.serviceWorker.ready;
}

on.addEventListener('click', async () => {
  try {
    const { public_key: key } = await api('/push/key');
    if (await Notification.requestPermission() !== 'granted') {
      say(t('notify_denied'), true);
      return;
    }
    const subscription = await (await registration()).pushManager.subscribe({
      userVisibleOnly: true, applicationServerKey: keyBytes(key),
    });
    await api('/push/subscriptions', { method: 'POST', body: { ...subscription.toJSON(), lang } });
    showEnabled(true);
    say(t('notify_enabled'));
  } catch (error) {
    say(error.status === 503 ? t('notify_server_off') : t('notify_failed', { reason: error.message }), true);
  }
});

off.addEventListener('click', async () => {
  try {
    const subscription = await (await registration()).pushManager.getSubscription();
    if (subscription) {
      await api(`/push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`, { method: 'DELETE' })
        .catch((error) => { if (error.status !== 404) throw error; });
      await subscription.unsubscribe();
    }
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
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    on.disabled = true;
    say(t('notify_unsupported'));
    return;
  }
  const subscription = await (await registration()).pushManager.getSubscription().catch(() => null);
  showEnabled(Boolean(subscription) && Notification.permission === 'granted');
}

showCurrent();
