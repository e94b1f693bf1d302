import { z } from 'zod';
import { endpoint, ok, parseQuery, q } from '@/lib/server/http/respond';
import { inboxFor } from '@/lib/server/counselling/applications';
import { requireCounsellingStaff } from '@/lib/server/counselling/access';
import { CNSL_KIND_KEYS } from '@/lib/counselling/kinds';
import { optionalDate, page, pageSize } from '@/lib/schemas/fields';

const InboxQuery = z.object({
  kind: z.enum(CNSL_KIND_KEYS, { error: '상담 종류가 올바르지 않습니다.' }).optional(),
  status: z.enum(['APPLIED', 'ACCEPTED', 'REJECTED', 'SCHEDULED', 'DONE', 'NO_SHOW', 'CANCELLED', 'WAITING'], { error: '상태가 올바르지 않습니다.' }).optional(),
  keyword: q.optionalText(50),
  urgent: z.enum(['Y', 'N'], { error: '긴급 여부는 Y 또는 N이어야 합니다.' }).optional().transform((v) => (v === 'Y' ? true : undefined)),
  from: optionalDate('시작일'),
  to: optionalDate('종료일'),
  page: page(),
  size: pageSize(20),
});

export const GET = endpoint(async ({ url, locals }) => {
  const user = requireCounsellingStaff(locals.user);
  return ok(await inboxFor(user, parseQuery(InboxQuery, url)));
});
