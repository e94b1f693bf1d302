import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressed } from '@/lib/server/http/compression';

describe('acceptedEncoding', () => {
  it('prefers brotli, honours q=0 and the wildcard, and refuses what is not offered', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(null)).toBeNull();
    expect(acceptedEncoding('br', ['gzip'])).toBeNull();
  });
});

describe('compressed', () => {
  // A test DOM's Request drops Accept-Encoding (a browser-controlled header): only the header is read.
  const request = (enc?: string) => ({ headers: { get: (name: string) => (name.toLowerCase() === 'accept-encoding' ? (enc ?? null) : null) } }) as unknown as Request;
  const html = '<p>안녕하세요</p>'.repeat(200);

  it('gzips text and marks the ETag as the gzip representation', async () => {
    const res = compressed(request('gzip, br'), new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"abc"' } }));
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('etag')).toBe('"abc-gz"');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const text = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(text).toBe(html);
  });

  it('leaves alone what is small, binary, already encoded, a stream of events, or not accepted', () => {
    const cases = [
      [request('gzip'), new Response('작음', { headers: { 'content-type': 'text/plain', 'content-length': '6' } })],
      [request('gzip'), new Response(new Uint8Array(5000), { headers: { 'content-type': 'application/pdf' } })],
      [request('gzip'), new Response(html, { headers: { 'content-type': 'text/html', 'content-encoding': 'br' } })],
      [request('gzip'), new Response('data: x\n\n', { headers: { 'content-type': 'text/event-stream' } })],
      [request(), new Response(html, { headers: { 'content-type': 'text/html' } })],
    ] as const;
    for (const [req, res] of cases) expect(compressed(req, res)).toBe(res);
  });
});
