import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ProgramIdParam } from '@/lib/schemas/career';
import { ReportInput } from '@/lib/schemas/career-class';
import { createReport } from '@/lib/server/career/classroom-reports';

/** A new report assignment; participants are told. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'manage');
  const input = await parseJson(ReportInput, request);
  return ok(await createReport(user, programId, input, locals.clientIp), '과제를 냈습니다.');
});
