import { z } from 'zod';
import { endpoint, ok, parse, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { cancelApplication } from '@/lib/server/learning/tracks';

const Params = z.object({ id: q.positiveInt('신청 번호') });

/** The student cancels their own application before the window's end. */
export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { id } = parse(Params, params);
  return ok(await cancelApplication(user, id, locals.clientIp), '트랙 신청을 취소했습니다.');
});
