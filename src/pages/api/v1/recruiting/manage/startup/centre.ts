import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { CentreInput } from '@/lib/schemas/recruiting-startup';
import { saveCentre } from '@/lib/server/recruiting/startup';

/** Saves the centre's introduction. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'startup', 'manage');
  return ok(await saveCentre(user, await parseJson(CentreInput, request), locals.clientIp), '소개를 저장했습니다.');
});
