import { endpoint, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { TestIdParam } from '@/lib/schemas/career-tests';
import { scoresWorkbook } from '@/lib/server/career/tests-manage';
import { xlsxResponse } from '@/lib/server/files/service';

/** The test's scores as .xlsx. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals);
  const { testId } = parse(TestIdParam, params);
  await mayRun(user, { testId }, 'export');
  const { buffer, title } = await scoresWorkbook(user, testId);
  return xlsxResponse(buffer, `${title}_점수.xlsx`);
});
