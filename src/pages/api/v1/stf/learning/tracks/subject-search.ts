import { z } from 'zod';
import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { searchSubjects } from '@/lib/server/learning/tracks-admin';

const Query = z.object({ keyword: z.string({ error: '검색어를 입력해 주세요.' }).trim().min(1, '검색어를 입력해 주세요.').max(50, '검색어는 50자 이내로 입력해 주세요.') });

/** Subjects to add to a track, by name or code. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'learning', 'read');
  const { keyword } = parseQuery(Query, url);
  return ok(await searchSubjects(user, keyword));
});
