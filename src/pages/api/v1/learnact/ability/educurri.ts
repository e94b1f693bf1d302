import { z } from 'zod';
import { endpoint, HttpError, ok, parseQuery, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { competencyByCd, curriculumOf } from '@/lib/server/learning/competencies';
import { CATEGORY_CODES, type Category } from '@/lib/learning/graduation-rules';

const Query = z.object({
  competencyCd: z.string({ error: '역량을 선택해 주세요.' }).trim().min(1, '역량을 선택해 주세요.').max(20),
  deptCd: q.optionalText(20),
  category: z.enum(CATEGORY_CODES as [Category, ...Category[]], { error: '이수구분이 올바르지 않습니다.' }).optional(),
});

/** The subjects (with weight) and programmes that build one competency, narrowed by department and category. */
export const GET = endpoint(async ({ locals, url }) => {
  requireUser(locals);
  const { competencyCd, deptCd, category } = parseQuery(Query, url);
  const competency = await competencyByCd(competencyCd);
  if (!competency) throw new HttpError(400, '입력값을 확인해 주세요.', { competencyCd: '없는 역량입니다.' });
  return ok({ competency, ...(await curriculumOf(competencyCd, { deptCd, category })) });
});
