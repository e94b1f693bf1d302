import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ReportIdParam, SubmissionInput } from '@/lib/schemas/career-class';
import { submitReport } from '@/lib/server/career/classroom-reports';

/** Hands in a report (files uploaded first through the file service, and/or a text); again until it closes. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { programId, reportId } = parse(ReportIdParam, params);
  const input = await parseJson(SubmissionInput, request);
  const r = await submitReport(user, programId, reportId, input, locals.clientIp);
  return ok(r, r.late ? `지각 제출되었습니다. (${r.submitCount}번째 제출)` : r.submitCount > 1 ? `다시 제출했습니다. (${r.submitCount}번째 제출)` : '과제를 제출했습니다.');
});
