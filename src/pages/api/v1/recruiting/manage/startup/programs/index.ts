import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ProgramInput } from '@/lib/schemas/recruiting-startup';
import { createProgram, staffPrograms } from '@/lib/server/recruiting/startup';

export const GET = endpoint(async ({ locals }) => {
  const user = await requirePermission(locals, 'startup', 'read');
  return ok(await staffPrograms(user));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'startup', 'manage');
  return ok(await createProgram(user, await parseJson(ProgramInput, request), locals.clientIp), '프로그램을 등록했습니다.');
});
