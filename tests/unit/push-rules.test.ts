// Which push services the server posts to (decision 060): only the listed ones over HTTPS, their
// subdomains included, so a subscription cannot point the server into the university's own network.
import { describe, expect, it } from 'vitest';
import { allowedEndpoint, deviceLabel } from '../../src/lib/server/notifications/push';

describe('allowedEndpoint', () => {
  it('takes the push services of the common browsers over HTTPS', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) expect(allowedEndpoint(url), url).toBe(true);
  });

  it('refuses plain HTTP, other hosts, look-alike hosts, addresses and what is not a URL', () => {
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://notfcm.googleapis.co/x',
      'https://10.0.0.5/x',
      'https://127.0.0.1:8443/x',
      'https://localhost/x',
      'ftp://fcm.googleapis.com/x',
      'not a url',
      '',
    ]) expect(allowedEndpoint(url), url).toBe(false);
  });
});

describe('deviceLabel', () => {
  it('names the system and browser she would recognise', () => {
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('iPhone·iPad · Safari');
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36')).toBe('Android · 삼성 인터넷');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Windows · Edge');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Whale/4.29 Safari/537.36')).toBe('Windows · 웨일');
    expect(deviceLabel(null)).toBe('기기 · 브라우저');
  });
});
