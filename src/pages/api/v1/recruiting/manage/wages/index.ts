import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { MinimumWageInput } from '@/lib/schemas/recruiting-fairs';
import { listWages, saveWage } from '@/lib/server/recruiting/wages';

const OFFICE = ['stf', 'adm'];

/** The minimum wage of every recorded year, with who recorded it. */
export const GET = endpoint(async ({ locals }) => {
  requireUser(locals, OFFICE);
  return ok(await listWages());
});

/** Records a year's minimum wage or corrects it (programme admins and admins). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, OFFICE);
  const input = await parseJson(MinimumWageInput, request);
  const saved = await saveWage(user, input, locals.clientIp);
  return ok(saved, `${saved.year}년 최저임금을 ${saved.created ? '등록' : '수정'}했습니다.`);
});
