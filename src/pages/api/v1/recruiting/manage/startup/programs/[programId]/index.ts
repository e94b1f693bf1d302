import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { ProgramIdParam, ProgramInput } from '@/lib/schemas/recruiting-startup';
import { programApplicants, updateProgram } from '@/lib/server/recruiting/startup';

/** A programme with its applicants. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'startup', 'read');
  const { programId } = parse(ProgramIdParam, params);
  return ok(await programApplicants(user, programId));
});

export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'startup', 'manage');
  const { programId } = parse(ProgramIdParam, params);
  return ok(await updateProgram(user, programId, await parseJson(ProgramInput, request), locals.clientIp), '프로그램을 저장했습니다.');
});
