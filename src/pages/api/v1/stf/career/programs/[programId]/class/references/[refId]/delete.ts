import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ReferenceIdParam } from '@/lib/schemas/career-class';
import { deleteReference } from '@/lib/server/career/classroom-posts';

export const POST = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals);
  const { programId, refId } = parse(ReferenceIdParam, params);
  await mayRun(user, { programId }, 'manage');
  return ok(await deleteReference(user, programId, refId, locals.clientIp), '자료를 삭제했습니다.');
});
