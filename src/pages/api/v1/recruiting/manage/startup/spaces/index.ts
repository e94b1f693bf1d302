import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { SpaceInput } from '@/lib/schemas/recruiting-startup';
import { createSpace, staffSpaces } from '@/lib/server/recruiting/startup-spaces';

export const GET = endpoint(async ({ locals }) => {
  const user = await requirePermission(locals, 'startup', 'read');
  return ok(await staffSpaces(user));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'startup', 'manage');
  return ok(await createSpace(user, await parseJson(SpaceInput, request), locals.clientIp), '공간을 등록했습니다.');
});
