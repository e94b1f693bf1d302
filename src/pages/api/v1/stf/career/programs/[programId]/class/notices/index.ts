import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ProgramIdParam } from '@/lib/schemas/career';
import { NoticeInput } from '@/lib/schemas/career-class';
import { createNotice } from '@/lib/server/career/classroom-posts';

/** Posts a notice; every participant gets a portal message. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'manage');
  const input = await parseJson(NoticeInput, request);
  return ok(await createNotice(user, programId, input, locals.clientIp), '공지를 올렸습니다.');
});
