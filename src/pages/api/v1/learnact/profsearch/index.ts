import { z } from 'zod';
import { endpoint, ok, parseQuery, q } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { searchProfessors } from '@/lib/server/learning/professors';

const Query = z.object({
  q: q.optionalText(50),
  deptCd: q.optionalText(10),
  field: z.enum(['all', 'name', 'dept', 'research'], { error: '검색 대상이 올바르지 않습니다.' }).optional(),
});

/** Professors by name, department or research field (Korean substring). */
export const GET = endpoint(async ({ url, locals }) => {
  requireUser(locals, ['std']);
  return ok(await searchProfessors(parseQuery(Query, url)));
});
