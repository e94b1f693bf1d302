import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ProgramIdParam } from '@/lib/schemas/career';
import { ReferenceInput } from '@/lib/schemas/career-class';
import { createReference } from '@/lib/server/career/classroom-posts';

/** Adds a reference: uploaded files or a link. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'manage');
  const input = await parseJson(ReferenceInput, request);
  return ok(await createReference(user, programId, input, locals.clientIp), '자료를 올렸습니다.');
});
