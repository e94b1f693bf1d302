import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { TrackReviewInput } from '@/lib/schemas/tracks';
import { reviewApplication } from '@/lib/server/learning/tracks-admin';

const Params = z.object({ id: q.positiveInt('신청 번호') });

/** Approves or returns an application (a note is required to return); the student gets a message. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'learning', 'decide');
  const { id } = parse(Params, params);
  const input = await parseJson(TrackReviewInput, request);
  const result = await reviewApplication(user, id, input, locals.clientIp);
  return ok(result, result.status === 'APPROVED' ? '승인했습니다.' : '반려했습니다.');
});
