import { z } from 'zod';
import { endpoint, HttpError, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { subjectDetail } from '@/lib/server/learning/subjects';
import { SbjtKeyId } from '@/lib/server/learning/recommend/reasons';

const Params = z.object({ sbjtKeyId: SbjtKeyId });

export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { sbjtKeyId } = parse(Params, params);
  const detail = await subjectDetail(user.userId, sbjtKeyId);
  if (!detail) throw new HttpError(404, '교과목을 찾을 수 없습니다.');
  return ok(detail);
});
