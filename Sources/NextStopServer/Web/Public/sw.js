// The service worker: keeps a copy of the app shell (pages, scripts, styles, icons) so the app opens without a
// network. It always asks the network first, so online visitors get current pages; API answers are never cached.
const CACHE = 'nextstop-shell-v5';
const TABS = ['/hk/favourites', '/hk/routes', '/hk/stops', '/hk/trip'];
const SHELL = [
  '/',
  '/offline',
  ...TABS,
  '/manifest.webmanifest',
  '/assets/app.css',
  '/assets/app.js',
  '/assets/api.js',
  '/assets/arrivals.js',
  '/assets/core.js',
  '/assets/favourite-star.js',
  '/assets/location.js',
  '/assets/recent-stops.js',
  '/assets/saved-copy.js',
  '/assets/refresher.js',
  '/assets/page-favourites.js',
  '/assets/page-route.js',
  '/assets/page-routes.js',
  '/assets/page-stop.js',
  '/assets/page-stops.js',
  '/assets/page-trip.js',
  '/assets/page-caltrain.js',
  '/assets/weather-icons.js',
  '/bikes/about',
  '/assets/bikes.css',
  '/assets/bikes-live.js',
  '/assets/bikes-location.js',
  '/assets/bikes-favourites.js',
  '/assets/bikes-map.js',
  '/assets/bikes-watch.js',
  '/ask',
  '/assets/ask.css',
  '/assets/ask-chat.js',
  '/assets/ask-cards.js',
  '/assets/icon.svg',
  '/assets/icon-192.png',
  '/assets/icon-512.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  const shell = url.pathname.startsWith('/assets/') || url.pathname === '/manifest.webmanifest';
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode !== 'navigate' && !shell) return;
  event.respondWith(networkFirst(request));
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic' && !response.redirected) {
      cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request)
      ?? (request.mode === 'navigate' ? await offlinePage(cache, request) : undefined);
    if (cached) return cached;
    throw error;
  }
}

/**
 * Without a copy of the page asked for: the section's start opens the tab last used, a tab opens at another address
 * (`/hk/routes?prefix=1`), and any other page is the one saying it was never opened here, never some other page.
 */
async function offlinePage(cache, request) {
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  if (path === '/hk') return cache.match(await lastTab());
  if (TABS.includes(path)) return cache.match(request, { ignoreSearch: true });
  return cache.match('/offline');
}

async function lastTab() {
  try {
    const cookie = await self.cookieStore?.get('nextstop_tab');
    const tab = cookie && `/hk/${cookie.value}`;
    if (TABS.includes(tab)) return tab;
  } catch {
    // No cookie store here: fall back to the routes tab.
  }
  return '/hk/routes';
}
