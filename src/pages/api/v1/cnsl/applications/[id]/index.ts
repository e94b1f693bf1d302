import { z } from 'zod';
import { endpoint, ok, parse, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { applicationDetail } from '@/lib/server/counselling/applications';
import { summariesForStudent } from '@/lib/server/counselling/records';
import { isDiv } from '@/lib/users';

const Params = z.object({ id: q.positiveInt('신청 번호') });

/** One application and its history; for its student also the professor's shared summaries. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals);
  const { id } = parse(Params, params);
  const detail = await applicationDetail(user, id);
  const summaries = isDiv(user, 'std') ? await summariesForStudent(user.userId, id) : [];
  return ok({ ...detail, summaries });
});
