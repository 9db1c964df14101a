// The JSON API client, which also decides when the app is offline: a failed fetch or the browser's `offline`
// event shows the banner; the next answer from the server hides it.
import { t, statusLine } from './core.js';

/** An error answer from the API (status 0 when the server could not be reached). */
export class ApiError extends Error {
  constructor(status, message, field, notAnswering = []) {
    super(message || `HTTP ${status}`);
    this.status = status;
    this.field = field;
    this.notAnswering = notAnswering;
  }
}

const PROBE_MS = 10_000;
let offline = false;
let probeTimer = 0;

function setOffline(value) {
  const banner = document.getElementById('offline-banner');
  if (banner) {
    banner.textContent = t('offline');
    banner.hidden = !value;
  }
  document.body.classList.toggle('is-offline', value);
  if (value === offline) return;
  offline = value;
  clearInterval(probeTimer);
  if (value) {
    probeTimer = setInterval(probe, PROBE_MS);
  } else {
    document.dispatchEvent(new Event('nextstop:reconnected'));
  }
}

async function probe() {
  try {
    await fetch('/healthz', { cache: 'no-store' });
    setOffline(false);
  } catch {
    // Still unreachable; the next probe tries again.
  }
}

/** Whether the server was unreachable at the last attempt. */
export function isOffline() {
  return offline;
}

/** Calls `/api/v1{path}`, sending `body` as JSON when given; resolves to the decoded answer (null for 204). */
export async function api(path, { method = 'GET', body } = {}) {
  let response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    setOffline(true);
    throw new ApiError(0, 'offline');
  }
  setOffline(false);
  if (response.status === 204) return null;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, data?.error?.message, data?.error?.field, data?.error?.not_answering);
  }
  return data;
}

/**
 * The line a page shows where a request failed: for an unreachable server "offline", with the time and age of the
 * answer still shown when `shownAt` (milliseconds) is given; for an answer the server refused, `refusedKey`'s phrase.
 */
export function failureLine(error, refusedKey, shownAt = null) {
  if (error?.status !== 0) return statusLine(t(refusedKey), 'error');
  if (shownAt == null) return statusLine(t('offline'), 'error');
  const time = new Date(shownAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  const minutes = Math.max(0, Math.floor((Date.now() - shownAt) / 60_000));
  return statusLine(t('saved_copy', { time, n: minutes }), 'stale');
}

window.addEventListener('offline', () => setOffline(true));
// A page the service worker opened from its cache without a network (the saved Caltrain alerts) makes no request
// that could fail: it says offline as it opens.
if (!navigator.onLine) setOffline(true);
window.addEventListener('online', probe);
if (!navigator.onLine) setOffline(true);
