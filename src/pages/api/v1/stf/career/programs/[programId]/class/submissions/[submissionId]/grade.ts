import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { GradeInput, SubmissionIdParam } from '@/lib/schemas/career-class';
import { gradeSubmission } from '@/lib/server/career/classroom-reports';

/** Grades a submission (0 to the report's maximum) with feedback; the student is told. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals);
  const { programId, submissionId } = parse(SubmissionIdParam, params);
  await mayRun(user, { programId }, 'decide');
  const input = await parseJson(GradeInput, request);
  return ok(await gradeSubmission(user, programId, submissionId, input, locals.clientIp), '채점했습니다.');
});
