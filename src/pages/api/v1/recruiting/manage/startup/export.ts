import { endpoint } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { xlsxResponse } from '@/lib/server/files/service';
import { exportStartup } from '@/lib/server/recruiting/startup-teams';
import { todayInSeoul } from '@/lib/server/codes/repository';

/** Programme and funding/mentoring applications as .xlsx, for staff. */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  const { buffer } = await exportStartup(user);
  return xlsxResponse(buffer, `창업지원_신청현황_${todayInSeoul()}.xlsx`);
});
