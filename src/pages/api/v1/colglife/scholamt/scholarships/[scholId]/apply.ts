import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholApplyInput, ScholIdParam } from '@/lib/schemas/scholarships';
import { applyToScholarship } from '@/lib/server/scholarships/student';
import { readDocForm } from '@/lib/server/scholarships/form';

/** Applies (multipart: statement and one file per required document, fields doc0, doc1, ...). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { scholId } = parse(ScholIdParam, params);
  const { fields, uploads } = await readDocForm(request);
  const input = parse(ScholApplyInput, fields);
  return ok(await applyToScholarship(user, scholId, input, uploads, locals.clientIp), '장학금을 신청했습니다.');
});
