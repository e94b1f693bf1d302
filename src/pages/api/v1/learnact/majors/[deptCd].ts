import { z } from 'zod';
import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { departmentDetail } from '@/lib/server/learning/majors';

const Params = z.object({ deptCd: z.string().regex(/^[A-Z0-9]{1,10}$/, '학과 코드가 올바르지 않습니다.') });

/** One department: profile, contacts, majors and every major subject by year and term. */
export const GET = endpoint(async ({ params, locals }) => {
  requireUser(locals, ['std']);
  return ok(await departmentDetail(parse(Params, params).deptCd));
});
