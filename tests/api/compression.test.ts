// Text goes out compressed: static assets from their precompressed brotli and gzip copies, stored
// pages from theirs, rendered pages and JSON gzipped as they stream; binary files and the live-message
// stream as they are. Decompressed, every answer is byte for byte the uncompressed one.
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, Client, loggedIn } from './client';

let student: Client;
beforeAll(async () => {
  student = await loggedIn('student4', 'std');
});

async function raw(path: string, encoding: string | null, cookie?: string) {
  // undici's fetch would decompress on its own: read the bytes through node:http instead.
  const http = await import('node:http');
  const url = new URL(baseUrl() + path);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = http.get(url, { headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...(cookie ? { cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    // The live-message stream never ends: stop reading once its headers are in.
    if (path.includes('getSseConn')) req.on('response', (res) => (resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.alloc(0) }), req.destroy()));
  });
}

function decode(body: Buffer, encoding: unknown) {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

describe('compressed answers', () => {
  it('sends the stylesheet as brotli or gzip from its precompressed copies, the same bytes once decoded', async () => {
    const page = await raw('/guide', null);
    const css = /\/_astro\/[^"]+\.css/.exec(page.body.toString())![0];
    const plain = await raw(css, null);
    const br = await raw(css, 'gzip, deflate, br');
    const gz = await raw(css, 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const res of [br, gz]) {
      expect(res.headers['vary']).toContain('Accept-Encoding');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(decode(res.body, res.headers['content-encoding']).equals(plain.body)).toBe(true);
    }
    // Most of a stylesheet is repetition: the copy is a small part of it.
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    // An encoding the browser refuses (q=0) is not used.
    expect((await raw(css, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('compresses anonymous stored pages and pages rendered for a logged-in student', async () => {
    await raw('/guide', 'br');
    const stored = await raw('/guide', 'br');
    expect(stored.headers['x-page-cache']).toBe('hit');
    expect(stored.headers['content-encoding']).toBe('br');
    expect(decode(stored.body, 'br').toString()).toContain('사이트 가이드');

    const cookie = student.cookieHeader();
    const mine = await raw('/user/mypage', 'gzip, br', cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-encoding']).toBe('gzip');
    expect(decode(mine.body, 'gzip').toString()).toContain('로그아웃');
    const json = await raw('/api/v1/headerUserInfo', 'gzip', cookie);
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(decode(json.body, 'gzip').toString()).toContain('student4');
    // Without Accept-Encoding nothing is compressed.
    expect((await raw('/api/v1/headerUserInfo', null, cookie)).headers['content-encoding']).toBeUndefined();
  });

  it('leaves the live-message stream uncompressed, so each message arrives at once', async () => {
    const stream = await raw('/api/v1/client/dashBoard/user/myDashBoard/getSseConn', 'gzip, br', student.cookieHeader());
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    expect(stream.headers['content-encoding']).toBeUndefined();
  });
});
