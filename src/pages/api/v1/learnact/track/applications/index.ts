import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { TrackApplyInput } from '@/lib/schemas/tracks';
import { applyToTrack, myApplications } from '@/lib/server/learning/tracks';

/** The student's own applications. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await myApplications(user.userId));
});

/** Applies to a track; eligibility is checked on the server. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const input = await parseJson(TrackApplyInput, request);
  return ok(await applyToTrack(user, input, locals.clientIp), '트랙을 신청했습니다.');
});
