import { z } from 'zod';
import { endpoint, ok, parseJson, parseQuery, q } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { checkOffering } from '@/lib/server/learning/admin/offerings';
import { OfferingInput } from '@/lib/schemas/learning-admin';

const Query = z.object({ offeringId: q.positiveInt('강좌 번호').optional() });

/** Checks a section before it is saved: 400 for what is refused, otherwise the warnings to confirm. */
export const POST = endpoint(async ({ locals, request, url }) => {
  await requirePermission(locals, 'learning', 'manage');
  const { offeringId } = parseQuery(Query, url);
  return ok(await checkOffering(await parseJson(OfferingInput, request), offeringId));
});
