import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { MentorIdParam } from '@/lib/schemas/mentoring';
import { mentorDetail } from '@/lib/server/mentoring/mentors';

/** One approved mentor's profile. */
export const GET = endpoint(async ({ params, locals }) => {
  requireUser(locals, ['std']);
  const { mentorId } = parse(MentorIdParam, params);
  return ok(await mentorDetail(mentorId));
});
