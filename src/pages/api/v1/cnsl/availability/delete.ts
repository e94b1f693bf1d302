import { z } from 'zod';
import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireCounsellingStaff } from '@/lib/server/counselling/access';
import { removeException, removeWeekly } from '@/lib/server/counselling/availability';

const Input = z.object({ availId: z.number().int().positive().optional(), excId: z.number().int().positive().optional() }).refine((v) => !!v.availId !== !!v.excId, '지울 항목을 하나 고르세요.');

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireCounsellingStaff(locals.user);
  const input = await parseJson(Input, request);
  if (input.availId) await removeWeekly(user, input.availId);
  else await removeException(user, input.excId!);
  return ok(true, '삭제했습니다.');
});
