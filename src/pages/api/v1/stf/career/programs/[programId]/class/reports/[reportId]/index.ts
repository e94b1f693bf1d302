import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ReportIdParam, ReportInput } from '@/lib/schemas/career-class';
import { reportSubmissions } from '@/lib/server/career/classroom';
import { updateReport } from '@/lib/server/career/classroom-reports';

/** The report with every participant's submission, for grading. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = requireUser(locals);
  const { programId, reportId } = parse(ReportIdParam, params);
  await mayRun(user, { programId }, 'read');
  return ok(await reportSubmissions(user, programId, reportId));
});

/** Changes the report (times, score, file types). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals);
  const { programId, reportId } = parse(ReportIdParam, params);
  await mayRun(user, { programId }, 'manage');
  const input = await parseJson(ReportInput, request);
  return ok(await updateReport(user, programId, reportId, input, locals.clientIp), '과제를 고쳤습니다.');
});
