import { endpoint, ok, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholApplIdParam, ScholSupplementInput } from '@/lib/schemas/scholarships';
import { supplementDocuments } from '@/lib/server/scholarships/student';
import { readDocForm } from '@/lib/server/scholarships/form';

/** Adds the documents the office asked for (multipart: docNm, note, file). */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals, ['std']);
  const { applId } = parse(ScholApplIdParam, params);
  const { fields, uploads } = await readDocForm(request, 5);
  const input = parse(ScholSupplementInput, fields);
  return ok(await supplementDocuments(user, applId, input, uploads, locals.clientIp), '보완 서류를 제출했습니다.');
});
