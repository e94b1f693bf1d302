import { endpoint, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { AwardIdParam } from '@/lib/schemas/badges';
import { credentialOf } from '@/lib/server/badges/awards';
import { contentDisposition } from '@/lib/server/files/service';

/** My badge as an Open Badges 3.0 credential (JSON, unsigned); someone else's is not found. */
export const GET = endpoint(async ({ params, locals, url }) => {
  const user = requireUser(locals, ['std']);
  const { awardId } = parse(AwardIdParam, params);
  const { credential, fileName } = await credentialOf(user.userId, awardId, url.origin);
  return new Response(JSON.stringify(credential, null, 2), {
    headers: {
      'Content-Type': 'application/vc+ld+json; charset=utf-8',
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': 'private, no-store',
    },
  });
});
