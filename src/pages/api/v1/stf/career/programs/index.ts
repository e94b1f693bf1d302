import { endpoint, ok, parseJson, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ProgramInput, StaffProgramQuery } from '@/lib/schemas/career';
import { staffPrograms } from '@/lib/server/career/manage';
import { createProgram } from '@/lib/server/career/program-edit';

/** The programmes this user runs (all of them for the programme admin and admins). */
export const GET = endpoint(async ({ locals, url }) => {
  const user = await requirePermission(locals, 'programs', 'read');
  return ok(await staffPrograms(user, parseQuery(StaffProgramQuery, url)));
});

/** A new programme with its sessions; its author manages it. */
export const POST = endpoint(async ({ locals, request }) => {
  const user = await requirePermission(locals, 'programs', 'manage');
  const input = await parseJson(ProgramInput, request);
  return ok(await createProgram(user, input, locals.clientIp), '프로그램을 등록했습니다.');
});
