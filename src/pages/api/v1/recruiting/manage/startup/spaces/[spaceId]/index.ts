import { endpoint, ok, parse, parseJson } from '@/lib/server/http/respond';
import { requireRecordPermission } from '@/lib/server/http/guard';
import { SpaceIdParam, SpaceUpdateInput } from '@/lib/schemas/recruiting-startup';
import { updateSpace } from '@/lib/server/recruiting/startup-spaces';

/** Edits a space, its opening hours, or takes it out of use. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requireRecordPermission(locals, 'startup', 'manage');
  const { spaceId } = parse(SpaceIdParam, params);
  return ok(await updateSpace(user, spaceId, await parseJson(SpaceUpdateInput, request), locals.clientIp), '공간을 저장했습니다.');
});
