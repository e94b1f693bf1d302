import { endpoint, parseQuery } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { ScholApplQuery } from '@/lib/schemas/scholarships';
import { exportApplications } from '@/lib/server/scholarships/export';
import { xlsxResponse } from '@/lib/server/files/service';
import * as clock from '@/lib/server/clock';

/** The filtered application list as .xlsx: only the scholarships the user manages (all for admins). */
export const GET = endpoint(async ({ url, locals }) => {
  const user = await requirePermission(locals, 'scholarships', 'export');
  const { scholId, status, keyword } = parseQuery(ScholApplQuery, url);
  const { buffer } = await exportApplications(user, { scholId, status, keyword }, locals.clientIp);
  return xlsxResponse(buffer, `장학신청_${clock.today()}.xlsx`);
});
