import { z } from 'zod';
import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { searchSubjects } from '@/lib/server/learning/admin/subjects';

const Query = z.object({ keyword: z.string().trim().min(1, '검색어를 입력해 주세요.').max(50, '검색어는 50자 이내로 입력해 주세요.') });

/** Subject lookup for the pickers of the staff forms. */
export const GET = endpoint(async ({ locals, url }) => {
  await requirePermission(locals, 'learning', 'read');
  return ok(await searchSubjects(parseQuery(Query, url).keyword));
});
