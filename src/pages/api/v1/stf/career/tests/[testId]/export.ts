import { endpoint, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { TestIdParam } from '@/lib/schemas/career-tests';
import { scoresWorkbook } from '@/lib/server/career/tests-manage';
import { xlsxResponse } from '@/lib/server/files/service';

/** The test's scores as .xlsx. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals, ['stf']);
  const { testId } = parse(TestIdParam, params);
  const { buffer, title } = await scoresWorkbook(user, testId);
  return xlsxResponse(buffer, `${title}_점수.xlsx`);
});
