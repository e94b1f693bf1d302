import { z } from 'zod';
import { endpoint, ok, parse, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { myApplication } from '@/lib/server/learning/tracks';

const Params = z.object({ id: q.positiveInt('신청 번호') });

/** One of the student's own applications with its history. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { id } = parse(Params, params);
  return ok(await myApplication(user.userId, id));
});
