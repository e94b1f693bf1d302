import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { MentorProfileInput } from '@/lib/schemas/mentoring';
import { myMentorProfile, saveMentorProfile } from '@/lib/server/mentoring/mentors';

/** The caller's own mentor profile (graduates and outside users), or null. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std', 'otsdr']);
  return ok(await myMentorProfile(user.userId));
});

/** Saves the profile; a new one waits for staff approval before students see it. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std', 'otsdr']);
  const input = await parseJson(MentorProfileInput, request);
  const saved = await saveMentorProfile(user, input, locals.clientIp);
  return ok(saved, saved?.status === 'APPROVED' ? '멘토 프로필을 저장했습니다.' : '멘토 프로필을 저장했습니다. 담당자가 승인하면 학생들에게 보입니다.');
});
