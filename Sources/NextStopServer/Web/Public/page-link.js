// Linking a second device to this one's favourites. This device shows an invitation: a QR code of a link carrying
// its secret (scanned, it links at once) and a 6-character code (typed on the other device, it links once this
// device confirms). A device opening such a link, or typing a code, joins the list. Every device of the list is
// listed, and any of them can unlink another or leave the list itself.
import './app.js';
import { t, el, locale, fill, confirmThen } from './core.js';
import { api } from './api.js';
import { qrSVG } from './qr-code.js';

const invitation = document.getElementById('link-invitation');
const showStatus = document.getElementById('link-show-status');
const enterStatus = document.getElementById('link-enter-status');
const devicesStatus = document.getElementById('link-devices-status');
const joinedDate = new Intl.DateTimeFormat(locale, {
  day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit',
});
let countdown = 0;

function say(status, message, failed = false) {
  status.textContent = message;
  status.classList.toggle('error', failed);
}

/** Shows the invitation until it expires: the QR code of its link, the code, and the minutes left. */
function show(answer) {
  const address = `${location.origin}/link#${answer.secret}`;
  document.getElementById('link-qr').replaceChildren(qrSVG(address, t('link_qr_label')));
  document.getElementById('link-code').textContent = answer.code;
  invitation.hidden = false;
  clearInterval(countdown);
  const expiry = document.getElementById('link-expiry');
  const tick = () => {
    const minutes = Math.ceil((Date.parse(answer.expires_at) - Date.now()) / 60_000);
    if (minutes > 0) {
      expiry.textContent = t('link_expires', { n: minutes });
      return;
    }
    clearInterval(countdown);
    invitation.hidden = true;
    say(showStatus, t('link_expired'));
  };
  tick();
  countdown = setInterval(tick, 15_000);
}

document.getElementById('link-create').addEventListener('click', async () => {
  try {
    show(await api('/link-codes', { method: 'POST', body: {} }));
    say(showStatus, '');
  } catch (error) {
    say(showStatus, error.status === 409 ? t('link_nothing_saved') : error.message, true);
  }
});

document.getElementById('link-confirm').addEventListener('click', async () => {
  try {
    await api('/link-codes/confirm', { method: 'POST', body: {} });
    invitation.hidden = true;
    say(showStatus, t('link_done'));
    showDevices();
  } catch (error) {
    say(showStatus, error.status === 404 ? t('link_none_waiting') : error.message, true);
  }
});

document.getElementById('link-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const code = document.getElementById('link-code-input').value.trim().toUpperCase();
  try {
    await api('/link', { method: 'POST', body: { code } });
    say(enterStatus, t('link_waiting'));
  } catch (error) {
    say(enterStatus, error.message, true);
  }
});

/** Opened from a scanned invitation (`/link#secret`): joins its list at once, and drops the secret from the address. */
async function redeem(secret) {
  history.replaceState(null, '', location.pathname);
  try {
    await api('/link', { method: 'POST', body: { secret } });
    say(enterStatus, t('link_done'));
    showDevices();
  } catch (error) {
    say(enterStatus, error.message, true);
  }
}

/** Lists the devices sharing this list, each with its button to unlink it (this one's leaves the list). */
async function showDevices() {
  const list = document.getElementById('link-device-list');
  try {
    const { devices } = await api('/devices');
    fill(list, ...(devices.length > 1 ? devices.map(deviceRow) : []));
    say(devicesStatus, devices.length === 0 ? t('link_devices_none') : devices.length === 1 ? t('link_devices_alone') : '');
  } catch (error) {
    say(devicesStatus, error.message, true);
  }
}

function deviceRow(device) {
  const unlink = el('button', { type: 'button', class: 'danger' }, t(device.current ? 'link_leave' : 'link_unlink'));
  unlink.addEventListener('click', () => confirmThen(unlink, () => remove(device)));
  return el('li', { class: 'link-device' },
    el('span', { class: 'row-main' },
      el('span', { class: 'row-title' }, t(device.current ? 'link_this_device' : 'link_other_device')),
      el('span', { class: 'row-sub' }, t('link_joined', { date: joinedDate.format(new Date(device.joined_at)) }))),
    unlink);
}

async function remove(device) {
  try {
    await api(`/devices/${device.id}`, { method: 'DELETE' });
    if (device.current) say(enterStatus, '');
    await showDevices();
    say(devicesStatus, t(device.current ? 'link_left' : 'link_unlinked'));
  } catch (error) {
    say(devicesStatus, error.message, true);
  }
}

const secret = location.hash.slice(1);
if (secret) redeem(secret);
else showDevices();
