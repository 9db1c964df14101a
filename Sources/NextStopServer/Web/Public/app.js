// Runs on every page: installs the service worker so the app opens offline. Pages import what they need.
import './api.js';

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a service worker the app still works online.
    });
  });
}
