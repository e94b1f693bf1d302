import { endpoint, ok } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { removeSubject } from '@/lib/server/learning/admin/subjects';
import { subjectIdOf } from '../_id';

/** Deletes an unused subject; one with a history is taken out of use instead (the answer says which). */
export const POST = endpoint(async ({ locals, params }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  const result = await removeSubject(user, subjectIdOf(params));
  return ok(result, result.deleted ? '교과목을 삭제했습니다.' : '수강·개설 이력이 있어 삭제하지 않고 사용 중지했습니다.');
});
