import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { saveSubject, subjectDetail } from '@/lib/server/learning/admin/subjects';
import { SubjectInput } from '@/lib/schemas/learning-admin';
import { subjectIdOf } from '../_id';

export const GET = endpoint(async ({ locals, params }) => {
  await requireRecordPermission(locals, 'learning', 'read');
  return ok(await subjectDetail(subjectIdOf(params)));
});

export const POST = endpoint(async ({ locals, params, request }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const id = subjectIdOf(params);
  return ok(await saveSubject(user, await parseJson(SubjectInput, request), id), '교과목을 저장했습니다.');
});
