import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requireUser } from '@/lib/server/http/guard';
import { BadgeEditInput } from '@/lib/schemas/badges';
import { createBadge, requireBadgeAdmin, staffBadgeList } from '@/lib/server/badges/admin';

/** Every badge with its rule and counts (programme admins and admins). */
export const GET = endpoint(async ({ locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  await requireBadgeAdmin(user);
  return ok(await staffBadgeList());
});

/** Registers a badge. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = requireUser(locals, ['stf', 'adm']);
  await requireBadgeAdmin(user);
  const input = await parseJson(BadgeEditInput, request);
  return ok(await createBadge(user, input, locals.clientIp), '배지를 등록했습니다.');
});
