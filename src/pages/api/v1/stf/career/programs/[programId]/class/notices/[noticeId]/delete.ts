import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { NoticeIdParam } from '@/lib/schemas/career-class';
import { deleteNotice } from '@/lib/server/career/classroom-posts';

export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals);
  const { programId, noticeId } = parse(NoticeIdParam, params);
  await mayRun(user, { programId }, 'manage');
  return ok(await deleteNotice(user, programId, noticeId, locals.clientIp), '공지를 삭제했습니다.');
});
