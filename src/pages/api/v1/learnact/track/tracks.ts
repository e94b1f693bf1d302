import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { trackCatalogue } from '@/lib/server/learning/tracks';

/** The tracks offered (the 트랙 안내 page's data): the same for everyone. */
export const GET = endpoint(async ({ locals }) => {
  requireUser(locals);
  return ok(await trackCatalogue());
});
