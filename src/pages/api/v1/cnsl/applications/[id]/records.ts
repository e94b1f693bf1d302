import { z } from 'zod';
import { endpoint, ok, parse, parseJson, q } from '@/lib/server/http/respond';
import { addRecord, recordsFor } from '@/lib/server/counselling/records';
import { requireCounsellingStaff } from '@/lib/server/counselling/access';
import { RecordInput } from '@/lib/schemas/counselling';

const Params = z.object({ id: q.positiveInt('신청 번호') });

/** Session records: counselling staff who handle the application only (students get 403). */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireCounsellingStaff(locals.user);
  const { id } = parse(Params, params);
  return ok(await recordsFor(user, id, locals.clientIp));
});

export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireCounsellingStaff(locals.user);
  const { id } = parse(Params, params);
  return ok(await addRecord(user, id, await parseJson(RecordInput, request)), '상담 기록을 저장했습니다.');
});
