import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { NoticeIdParam, NoticeInput } from '@/lib/schemas/career-class';
import { updateNotice } from '@/lib/server/career/classroom-posts';

export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals);
  const { programId, noticeId } = parse(NoticeIdParam, params);
  await mayRun(user, { programId }, 'manage');
  const input = await parseJson(NoticeInput, request);
  return ok(await updateNotice(user, programId, noticeId, input, locals.clientIp), '공지를 고쳤습니다.');
});
