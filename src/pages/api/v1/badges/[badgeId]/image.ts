import { Readable } from 'node:stream';
import { endpoint, parse } from '@/lib/server/http/respond';
import { BadgeIdParam } from '@/lib/schemas/badges';
import { badgeImage } from '@/lib/server/badges/awards';

/** A badge's image for anyone (the verification page shows it): the uploaded one or a drawn SVG. */
export const GET = endpoint(async ({ params }) => {
  const { badgeId } = parse(BadgeIdParam, params);
  const image = await badgeImage(badgeId);
  const common = { 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' };
  if (image.kind === 'svg') {
    // Opened on its own, the SVG may run nothing.
    return new Response(image.svg, { headers: { ...common, 'Content-Type': 'image/svg+xml; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" } });
  }
  return new Response(Readable.toWeb(image.stream()) as unknown as ReadableStream<Uint8Array>, {
    headers: { ...common, 'Content-Type': image.mimeType, 'Content-Length': String(image.size), 'Content-Security-Policy': "default-src 'none'" },
  });
});
