import { endpoint, ok } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { staffTrackList } from '@/lib/server/learning/tracks-admin';

/** Every track with its application counts. */
export const GET = endpoint(async ({ locals }) => {
  const user = await requirePermission(locals, 'learning', 'read');
  return ok(await staffTrackList(user));
});
