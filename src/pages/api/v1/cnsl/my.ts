import { z } from 'zod';
import { endpoint, ok, parseQuery } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { myApplications } from '@/lib/server/counselling/applications';
import { CNSL_KIND_KEYS, CNSL_KINDS } from '@/lib/counselling/kinds';

const Query = z.object({ area: z.enum(['general', 'psych'], { error: '구분이 올바르지 않습니다.' }).optional() });

export const GET = endpoint(async ({ url, locals }) => {
  const user = requireUser(locals, ['std']);
  const { area } = parseQuery(Query, url);
  return ok(await myApplications(user.userId, area ? CNSL_KIND_KEYS.filter((k) => CNSL_KINDS[k].area === area) : undefined));
});
