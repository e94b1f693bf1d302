import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScreeningInput } from '@/lib/schemas/counselling';
import { takeScreening } from '@/lib/server/counselling/screenings';

/** A self-check, scored on the server and kept private to the student. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { instrument, answers } = await parseJson(ScreeningInput, request);
  return ok(await takeScreening(user.userId, instrument, answers), '자가진단 결과입니다.');
});
