import { endpoint, parse } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { RoundIdParam } from '@/lib/schemas/exchange';
import { exportRound } from '@/lib/server/exchange/export';
import { xlsxResponse } from '@/lib/server/files/service';

/** The applicants of a round as .xlsx. */
export const GET = endpoint(async ({ params, locals }) => {
  const user = await requireRecordPermission(locals, 'exchange', 'export');
  const { roundId } = parse(RoundIdParam, params);
  const { buffer, title } = await exportRound(user.userId, roundId);
  return xlsxResponse(buffer, `${title}_지원자.xlsx`);
});
