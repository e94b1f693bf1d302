import { endpoint, parse } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { mayRun } from '@/lib/server/career/managed';
import { ProgramIdParam } from '@/lib/schemas/career';
import { rosterWorkbook } from '@/lib/server/career/manage';
import { xlsxResponse } from '@/lib/server/files/service';

/** The roster with attendance and results as .xlsx. */
export const GET = endpoint(async ({ locals, params }) => {
  const user = requireUser(locals);
  const { programId } = parse(ProgramIdParam, params);
  await mayRun(user, { programId }, 'export');
  const { buffer, title } = await rosterWorkbook(user, programId);
  return xlsxResponse(buffer, `${title}_신청자.xlsx`);
});
