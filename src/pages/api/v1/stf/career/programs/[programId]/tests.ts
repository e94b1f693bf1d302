import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ProgramIdParam } from '@/lib/schemas/career';
import { TestInput } from '@/lib/schemas/career-tests';
import { createTest, staffTestList } from '@/lib/server/career/tests-manage';

/** The programme's tests with their figures. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals, ['stf']);
  const { programId } = parse(ProgramIdParam, params);
  return ok(await staffTestList(user, programId));
});

/** Creates a test with its questions. */
export const POST = endpoint(async ({ locals, params, request, clientAddress }) => {
  const user = requireUser(locals, ['stf']);
  const { programId } = parse(ProgramIdParam, params);
  const input = await parseJson(TestInput, request);
  return ok(await createTest(user, programId, input, clientAddress ?? null), '시험을 만들었습니다.');
});
