import { z } from 'zod';
import { endpoint, ok, parse, q } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { deleteOffering } from '@/lib/server/learning/admin/offerings';

const Params = z.object({ id: q.positiveInt('강좌 번호') });

export const POST = endpoint(async ({ locals, params }) => {
  const user = await requireRecordPermission(locals, 'learning', 'manage');
  return ok(await deleteOffering(user, parse(Params, params).id), '개설강좌를 삭제했습니다.');
});
