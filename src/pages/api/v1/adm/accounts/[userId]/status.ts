import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { AccountStatus } from '@/lib/schemas/accounts';
import { setAccountStatus } from '@/lib/server/accounts/admin';
import { accountIdParam } from '@/lib/server/accounts/params';

/** Disables (sessions and live streams end at once) or enables an account. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'accounts', 'manage');
  const userId = accountIdParam(params.userId);
  const input = await parseJson(AccountStatus, request);
  const account = await setAccountStatus({ userId: user.userId, ip: locals.clientIp }, userId, input.useYn, input.reason);
  return ok(account, input.useYn === 'N' ? '계정을 사용 중지했습니다.' : '계정을 다시 사용하도록 했습니다.');
});
