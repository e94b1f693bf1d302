// 알림 설정's "this device" box (decision 060): turns push notifications on or off in this browser.
// On: asks the browser's permission, registers the portal's service worker, subscribes with the
// server's VAPID key and hands the subscription to the server. Off: unsubscribes here and tells the
// server. Plain script, no framework: the box is two buttons and a line of state.
import { api, ApiError } from '../api/client';
import { pushSubscriptionHere } from './signed-out';

function keyBytes(base64url: string) {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function supported() {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushDevice(box: HTMLElement) {
  const state = box.querySelector<HTMLElement>('[data-push-state]')!;
  const on = box.querySelector<HTMLButtonElement>('[data-push-on]')!;
  const off = box.querySelector<HTMLButtonElement>('[data-push-off]')!;
  const key = box.dataset.pushKey ?? '';
  const say = (text: string, bad = false) => {
    state.textContent = text;
    state.classList.toggle('text-danger', bad);
  };
  const show = (subscribed: boolean) => {
    on.hidden = subscribed;
    off.hidden = !subscribed;
    say(subscribed ? '이 기기에서 푸시 알림을 받고 있습니다.' : '이 기기에서는 푸시 알림을 받지 않습니다.');
  };

  if (!supported()) {
    on.hidden = off.hidden = true;
    say('이 브라우저는 푸시 알림을 지원하지 않습니다. iPhone에서는 포털을 홈 화면에 추가한 뒤 그 앱에서 켤 수 있습니다.');
    return;
  }
  if (Notification.permission === 'denied') {
    on.hidden = off.hidden = true;
    say('이 브라우저에서 알림이 차단되어 있습니다. 브라우저의 사이트 설정에서 알림을 허용한 뒤 다시 시도해 주세요.', true);
    return;
  }
  void pushSubscriptionHere().then((s) => show(!!s), () => show(false));

  on.addEventListener('click', async () => {
    on.disabled = true;
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        say('알림을 허용하지 않아 켜지 않았습니다. 브라우저가 물으면 허용을 눌러 주세요.', true);
        return;
      }
      const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
      await api.post('/api/v1/mypage/push', sub.toJSON());
      location.reload();
    } catch (err) {
      say(err instanceof ApiError ? err.message : '이 브라우저에서 푸시 알림을 켜지 못했습니다. 네트워크를 확인하고 다시 시도해 주세요.', true);
    } finally {
      on.disabled = false;
    }
  });

  off.addEventListener('click', async () => {
    off.disabled = true;
    try {
      const sub = await pushSubscriptionHere();
      if (sub) {
        await api.post('/api/v1/mypage/push/off', { endpoint: sub.endpoint }).catch((err) => {
          // Already forgotten by the server (another page turned it off): unsubscribing here is all that is left.
          if (!(err instanceof ApiError && err.status === 404)) throw err;
        });
        await sub.unsubscribe();
      }
      location.reload();
    } catch (err) {
      say(err instanceof ApiError ? err.message : '푸시 알림을 끄지 못했습니다. 다시 시도해 주세요.', true);
    } finally {
      off.disabled = false;
    }
  });
}
