import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { deleteSet } from '@/lib/server/learning/admin/requirements';
import { SetParams } from '../_ids';

export const POST = endpoint(async ({ locals, params }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  return ok(await deleteSet(user, parse(SetParams, params).setId), '졸업요건을 삭제했습니다.');
});
