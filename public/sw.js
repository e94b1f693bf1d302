// The portal's service worker (decision 060): shows the push notifications the portal sends and opens
// the portal page a notification names when it is tapped. It caches nothing, so nothing personal stays
// on the device through it.
/* global self */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A same-site path only: a notification never opens another site. */
function portalPath(value) {
  return typeof value === 'string' && /^\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/.test(value) ? value : '/messages';
}

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : '한울여자대학교 학생지원포털';
  const body = typeof data.body === 'string' ? data.body : '포털에 새 알림이 있습니다.';
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url: portalPath(data.url) },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'ko',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(portalPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
