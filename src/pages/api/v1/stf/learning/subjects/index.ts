import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { listSubjects, saveSubject } from '@/lib/server/learning/admin/subjects';
import { SubjectInput, SubjectQuery } from '@/lib/schemas/learning-admin';

export const GET = endpoint(async ({ locals, url }) => {
  await requirePermission(locals, 'learning', 'read');
  return ok(await listSubjects(parseQuery(SubjectQuery, url)));
});

export const POST = endpoint(async ({ locals, request }) => {
  const user = await requirePermission(locals, 'learning', 'manage');
  return ok(await saveSubject(user, await parseJson(SubjectInput, request)), '교과목을 등록했습니다.');
});
