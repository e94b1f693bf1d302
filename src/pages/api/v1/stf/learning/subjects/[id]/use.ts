import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { setSubjectUse } from '@/lib/server/learning/admin/subjects';
import { SubjectUseInput } from '@/lib/schemas/learning-admin';
import { subjectIdOf } from '../_id';

export const POST = endpoint(async ({ locals, params, request }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const id = subjectIdOf(params);
  const { useYn } = await parseJson(SubjectUseInput, request);
  return ok(await setSubjectUse(user, id, useYn), useYn === 'Y' ? '교과목을 다시 사용합니다.' : '교과목을 사용 중지했습니다.');
});
