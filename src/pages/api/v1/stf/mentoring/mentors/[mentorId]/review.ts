import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { MentorIdParam, MentorReviewInput } from '@/lib/schemas/mentoring';
import { reviewMentorProfile } from '@/lib/server/mentoring/mentors';

/** Approves or rejects (with a reason) a mentor profile. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'mentoring', 'decide');
  const { mentorId } = parse(MentorIdParam, params);
  const input = await parseJson(MentorReviewInput, request);
  const done = await reviewMentorProfile(user, mentorId, input, locals.clientIp);
  return ok(done, done.status === 'APPROVED' ? '멘토 프로필을 승인했습니다.' : '멘토 프로필을 반려했습니다.');
});
