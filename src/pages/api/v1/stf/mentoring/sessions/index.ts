import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ComentoSessionInput } from '@/lib/schemas/mentoring';
import { createSession, listSessions } from '@/lib/server/mentoring/comento';

/** Every session, hidden ones too (programme admins). */
export const GET = endpoint(async ({ locals }) => {
  await requirePermission(locals, 'mentoring', 'read');
  return ok(await listSessions({ all: true }));
});

/** Opens a group mentoring session for an approved mentor. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'mentoring', 'manage');
  const input = await parseJson(ComentoSessionInput, request);
  return ok(await createSession(user, input, locals.clientIp), '그룹 멘토링 세션을 개설했습니다.');
});
