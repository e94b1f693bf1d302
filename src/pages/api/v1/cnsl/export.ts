import { z } from 'zod';
import { endpoint, parseQuery, HttpError } from '@/lib/server/http/respond';
import { requireCounsellingStaff } from '@/lib/server/counselling/access';
import { exportApplications } from '@/lib/server/counselling/export';
import { xlsxResponse } from '@/lib/server/files/service';
import { date } from '@/lib/schemas/fields';

const Query = z.object({ from: date('시작일'), to: date('종료일') });

/** The applications of a period as .xlsx (no notes). */
export const GET = endpoint(async ({ url, locals }) => {
  const user = requireCounsellingStaff(locals.user);
  const { from, to } = parseQuery(Query, url);
  if (to < from) throw new HttpError(400, '종료일이 시작일보다 빠릅니다.', { to: '기간을 확인해 주세요.' });
  const { buffer } = await exportApplications(user, from, to);
  return xlsxResponse(buffer, `상담신청_${from}_${to}.xlsx`);
});
