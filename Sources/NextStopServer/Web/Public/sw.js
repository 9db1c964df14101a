// The service worker: shows the notifications the server pushes (a tap opens the page each names), and keeps a copy
// of the app shell (pages, scripts, styles, icons) so the app opens without a network. Pages are asked of the network first, so online visitors get current ones; an asset at a versioned address
// (`/assets/app.css?v=…`) never changes, so it is answered from the cache first; API answers are never cached.
// The server writes above this script what to keep (`SHELL`), the sections that open their last tab (`TABBED`) and
// the cache's name (`CACHE`), from each section's part.
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

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data?.json() ?? {};
  } catch {
    payload = { body: event.data?.text() };
  }
  event.waitUntil(self.registration.showNotification(payload.title || 'NextStop', {
    body: payload.body ?? '', tag: payload.tag, icon: '/assets/icon-192.png', data: { url: payload.url || '/' },
  }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(self.clients.matchAll({ type: 'window' }).then((windows) => {
    const open = windows.find((client) => new URL(client.url).pathname === url.pathname);
    return open ? open.focus() : self.clients.openWindow(url.href);
  }));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  const shell = url.pathname.startsWith('/assets/') || url.pathname === '/manifest.webmanifest';
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode !== 'navigate' && !shell) return;
  const versioned = url.pathname.startsWith('/assets/') && url.searchParams.has('v');
  event.respondWith(versioned ? cacheFirst(request) : networkFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') cache.put(request, response.clone());
  return response;
}

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
 * Without a copy of the page asked for: a tabbed section's start opens the tab last used, a tab opens at another
 * address (`/hk/routes?prefix=1`), and any other page is the one saying it was never opened here, never some other page.
 */
async function offlinePage(cache, request) {
  const path = new URL(request.url).pathname.replace(/\/$/, '');
  if (TABBED[path]) return cache.match(await lastTab(TABBED[path]));
  if (Object.values(TABBED).some((section) => section.paths.includes(path))) {
    return cache.match(request, { ignoreSearch: true });
  }
  return cache.match('/offline');
}

async function lastTab(section) {
  try {
    const cookie = await self.cookieStore?.get(section.cookie);
    const tab = cookie && `${section.section}/${cookie.value}`;
    if (section.paths.includes(tab)) return tab;
  } catch {
    // No cookie store here: fall back to the section's first choice.
  }
  return section.fallback;
}
