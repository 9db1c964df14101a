// This browser's Web Push subscription: whether it can have one, the one it has, and subscribing (the browser asks
// the rider for permission, so only ever from a tap) and unsubscribing, each kept on the server for this device.
import { lang } from './core.js';
import { api } from './api.js';

/** Whether this browser can be notified at all. */
export function pushSupported() {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function pushManager() {
  return (await navigator.serviceWorker.ready).pushManager;
}

/** `applicationServerKey` from the key's base64url text. */
function keyBytes(text) {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** The subscription this browser holds with permission still granted, or null. */
export async function currentSubscription() {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  return (await pushManager()).getSubscription().catch(() => null);
}

/**
 * Subscribes this browser and keeps the subscription for this device, asking the rider's permission first; resolves
 * false when the rider (or the browser) refuses. An API failure is thrown as it came (503: the server sends none).
 */
export async function subscribe() {
  const { public_key: key } = await api('/push/key');
  if (await Notification.requestPermission() !== 'granted') return false;
  const subscription = await (await pushManager()).subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  await api('/push/subscriptions', { method: 'POST', body: { ...subscription.toJSON(), lang } });
  return true;
}

/** Drops this browser's subscription here and on the server. */
export async function unsubscribe() {
  const subscription = await (await pushManager()).getSubscription();
  if (!subscription) return;
  await api(`/push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`, { method: 'DELETE' })
    .catch((error) => { if (error.status !== 404) throw error; });
  await subscription.unsubscribe();
}
