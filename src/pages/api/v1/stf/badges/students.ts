import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { StudentSearchQuery } from '@/lib/schemas/badges';
import { searchStudents } from '@/lib/server/badges/admin';

/** Students by 학번 or name, for the issue form. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'badges', 'read');
  const { keyword } = parseQuery(StudentSearchQuery, url);
  return ok(await searchStudents(user, keyword));
});
