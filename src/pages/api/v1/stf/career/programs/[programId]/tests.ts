import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ProgramIdParam } from '@/lib/schemas/career';
import { TestInput } from '@/lib/schemas/career-tests';
import { createTest, staffTestList } from '@/lib/server/career/tests-manage';

/** The programme's tests with their figures. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'read');
  return ok(await staffTestList(user, programId));
});

/** Creates a test with its questions. */
export const POST = endpoint(async ({ locals, params, request }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'manage');
  const input = await parseJson(TestInput, request);
  return ok(await createTest(user, programId, input, locals.clientIp), '시험을 만들었습니다.');
});
