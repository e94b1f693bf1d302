import { endpoint } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { xlsxResponse } from '@/lib/server/files/service';
import { exportStartup } from '@/lib/server/recruiting/startup-funding';
import * as clock from '@/lib/server/clock';

/** Programme and funding/mentoring applications as .xlsx, for staff. */
export const GET = endpoint(async ({ locals }) => {
  const user = await requirePermission(locals, 'startup', 'export');
  const { buffer } = await exportStartup(user);
  return xlsxResponse(buffer, `창업지원_신청현황_${clock.today()}.xlsx`);
});
