import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ProgramIdParam } from '@/lib/schemas/career';
import { setBookmark } from '@/lib/server/career/programs';

export const PUT = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId } = parse(ProgramIdParam, params);
  return ok(await setBookmark(user.userId, programId, true), '관심 프로그램에 담았습니다.');
});

export const DELETE = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId } = parse(ProgramIdParam, params);
  return ok(await setBookmark(user.userId, programId, false), '관심 프로그램에서 뺐습니다.');
});
