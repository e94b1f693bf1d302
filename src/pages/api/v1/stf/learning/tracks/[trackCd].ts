import { z } from 'zod';
import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { TrackEditInput } from '@/lib/schemas/tracks';
import { staffTrack, updateTrack } from '@/lib/server/learning/tracks-admin';

const Params = z.object({ trackCd: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, '트랙 코드가 올바르지 않습니다.') });

/** One track with its subjects, for editing. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'learning', 'read');
  const { trackCd } = parse(Params, params);
  return ok(await staffTrack(user, trackCd));
});

/** Saves a track: summary, description, window, capacity, credit rule and subjects. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const { trackCd } = parse(Params, params);
  const input = await parseJson(TrackEditInput, request);
  return ok(await updateTrack(user, trackCd, input, locals.clientIp), '트랙을 저장했습니다.');
});
