import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { StudentSearchQuery } from '@/lib/schemas/badges';
import { requireBadgeAdmin, searchStudents } from '@/lib/server/badges/admin';

/** Students by 학번 or name, for the issue form. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  await requireBadgeAdmin(user);
  const { keyword } = parseQuery(StudentSearchQuery, url);
  return ok(await searchStudents(user, keyword));
});
