import { endpoint, ok } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { allMentorProfiles } from '@/lib/server/mentoring/mentors';

/** Every mentor profile, the ones waiting for approval first (programme admins). */
export const GET = endpoint(async ({ locals }) => {
  await requirePermission(locals, 'mentoring', 'read');
  return ok(await allMentorProfiles());
});
