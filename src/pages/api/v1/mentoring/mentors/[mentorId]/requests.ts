import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { MentorIdParam, MentoringRequestInput } from '@/lib/schemas/mentoring';
import { createRequest } from '@/lib/server/mentoring/requests';

/** A student's request to this mentor (one open request per student and mentor). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { mentorId } = parse(MentorIdParam, params);
  const input = await parseJson(MentoringRequestInput, request);
  return ok(await createRequest(user, mentorId, input, locals.clientIp), '멘토링을 신청했습니다. 멘토가 답하면 메시지로 알려 드립니다.');
});
