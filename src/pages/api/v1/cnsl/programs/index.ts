import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { createProgram, listPrograms } from '@/lib/server/counselling/programs';
import { ProgramInput } from '@/lib/schemas/counselling';

export const GET = endpoint(async ({ locals }) => {
  requireUser(locals);
  return ok(await listPrograms());
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['cnslr']);
  return ok(await createProgram(user, await parseJson(ProgramInput, request)), '집단상담 프로그램을 만들었습니다.');
});
