// Text responses go out compressed when the browser accepts it: brotli or gzip. Static assets have
// precompressed copies (scripts/precompress.mjs) and stored pages their own compressed copies
// (page-cache.ts); what is rendered per request is gzipped as it streams.

const COMPRESSIBLE = /^(text\/(html|plain|css|calendar|csv)|application\/(json|javascript|xml)|image\/svg\+xml)/;
/** Bodies smaller than this are sent as they are (when their length is known). */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The best encoding the request accepts, brotli first (a q=0 refuses one). */
export function acceptedEncoding(header: string | null | undefined, offered: Encoding[] = ['br', 'gzip']): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  for (const enc of offered) if ((accepted.get(enc) ?? accepted.get('*') ?? 0) > 0) return enc;
  return null;
}

/** The response gzipped as it streams, when the request accepts it and the body is text worth compressing. */
export function compressed(request: Request, response: Response): Response {
  if (!response.body || response.status === 204 || response.status === 304) return response;
  const h = response.headers;
  if (h.has('content-encoding') || !COMPRESSIBLE.test(h.get('content-type') ?? '')) return response;
  const length = Number(h.get('content-length') ?? NaN);
  if (length < MIN_BYTES) return response;
  if (acceptedEncoding(request.headers.get('accept-encoding'), ['gzip']) !== 'gzip') return response;
  const headers = new Headers(h);
  headers.delete('content-length');
  headers.set('content-encoding', 'gzip');
  if (!/accept-encoding/i.test(headers.get('vary') ?? '')) headers.append('vary', 'Accept-Encoding');
  const etag = headers.get('etag');
  if (etag) headers.set('etag', etag.replace(/"$/, '-gz"'));
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers });
}
