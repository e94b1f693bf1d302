import { z } from 'zod';
import { endpoint, ok, parse, q } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { proposalDetail } from '@/lib/server/learning/proposals';

const Params = z.object({ id: q.positiveInt('신청 번호') });

export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'learning', 'read');
  return ok(await proposalDetail(user, parse(Params, params).id));
});
