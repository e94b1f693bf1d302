import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { RoleChange } from '@/lib/schemas/accounts';
import { grantRole, revokeRole } from '@/lib/server/accounts/admin';
import { accountIdParam } from '@/lib/server/accounts/params';

/** Grants a role; the reason is required and audited. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'accounts', 'manage');
  const userId = accountIdParam(params.userId);
  const input = await parseJson(RoleChange, request);
  return ok(await grantRole({ userId: user.userId, ip: locals.clientIp }, userId, input.roleCd, input.reason), '역할을 부여했습니다.');
});

/** Revokes a role; the reason is required and audited. */
export const DELETE = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'accounts', 'manage');
  const userId = accountIdParam(params.userId);
  const input = await parseJson(RoleChange, request);
  return ok(await revokeRole({ userId: user.userId, ip: locals.clientIp }, userId, input.roleCd, input.reason), '역할을 회수했습니다.');
});
