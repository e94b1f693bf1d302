import { endpoint, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { ScholApplQuery } from '@/lib/schemas/scholarships';
import { exportApplications } from '@/lib/server/scholarships/export';
import { xlsxResponse } from '@/lib/server/files/service';
import { todayInSeoul } from '@/lib/server/codes/repository';

/** The filtered application list as .xlsx. */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['stf']);
  const { scholId, status, keyword } = parseQuery(ScholApplQuery, url);
  const { buffer } = await exportApplications(user, { scholId, status, keyword }, locals.clientIp);
  return xlsxResponse(buffer, `장학신청_${todayInSeoul()}.xlsx`);
});
