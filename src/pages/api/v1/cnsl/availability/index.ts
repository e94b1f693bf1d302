import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireCounsellingStaff } from '@/lib/server/counselling/access';
import { availabilityOf } from '@/lib/server/counselling/slots';
import { addException, addWeekly } from '@/lib/server/counselling/availability';
import { ExceptionInput, WeeklyInput } from '@/lib/schemas/counselling';

export const GET = endpoint(async ({ locals }) => {
  const user = requireCounsellingStaff(locals.user);
  return ok(await availabilityOf(user.userId));
});

/** Adds weekly hours ({ weekday, startTime, endTime, place }) or an exception ({ onDate, kind, ... }). */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireCounsellingStaff(locals.user);
  const body = await request.clone().json().catch(() => ({}));
  if (body && typeof body === 'object' && 'onDate' in body) return ok(await addException(user, await parseJson(ExceptionInput, request)), '예외 일정을 추가했습니다.');
  return ok(await addWeekly(user, await parseJson(WeeklyInput, request)), '상담 가능 시간을 추가했습니다.');
});
