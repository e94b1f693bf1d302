import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { MinimumWageInput } from '@/lib/schemas/recruiting-fairs';
import { listWages, saveWage } from '@/lib/server/recruiting/wages';


/** The minimum wage of every recorded year, with who recorded it. */
export const GET = endpoint(async ({ locals }) => {
  await requirePermission(locals, 'recruiting', 'read');
  return ok(await listWages());
});

/** Records a year's minimum wage or corrects it (programme admins and admins). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'recruiting', 'manage');
  const input = await parseJson(MinimumWageInput, request);
  const saved = await saveWage(user, input, locals.clientIp);
  return ok(saved, `${saved.year}년 최저임금을 ${saved.created ? '등록' : '수정'}했습니다.`);
});
