import { z } from 'zod';
import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { professorProfile } from '@/lib/server/learning/professors';

const Params = z.object({ profNo: z.string().regex(/^[A-Z0-9]{1,20}$/, '교수 번호가 올바르지 않습니다.') });

/** A professor's profile with this term's subjects and whether the student may ask for counselling. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals, ['std']);
  return ok(await professorProfile(parse(Params, params).profNo, user));
});
