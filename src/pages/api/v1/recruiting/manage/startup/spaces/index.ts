import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { SpaceInput } from '@/lib/schemas/recruiting-startup';
import { createSpace, staffSpaces } from '@/lib/server/recruiting/startup';

export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  return ok(await staffSpaces(user));
});

export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  return ok(await createSpace(user, await parseJson(SpaceInput, request), locals.clientIp), '공간을 등록했습니다.');
});
