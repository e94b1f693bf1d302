import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { BadgeEditInput } from '@/lib/schemas/badges';
import { createBadge, staffBadgeList } from '@/lib/server/badges/admin';

/** Every badge with its rule and counts (programme admins and admins). */
export const GET = endpoint(async ({ locals }) => {
  await requirePermission(locals, 'badges', 'read');
  return ok(await staffBadgeList());
});

/** Registers a badge. */
export const POST = endpoint(async ({ request, locals }) => {
  const user = await requirePermission(locals, 'badges', 'manage');
  const input = await parseJson(BadgeEditInput, request);
  return ok(await createBadge(user, input, locals.clientIp), '배지를 등록했습니다.');
});
