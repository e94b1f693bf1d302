import { endpoint, ok } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { allMentorProfiles, requireMentoringAdmin } from '@/lib/server/mentoring/mentors';

/** Every mentor profile, the ones waiting for approval first (programme admins). */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  await requireMentoringAdmin(user);
  return ok(await allMentorProfiles());
});
