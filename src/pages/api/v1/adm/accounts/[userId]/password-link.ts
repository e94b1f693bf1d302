import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { requirePermission } from '@/lib/server/http/guard';
import { Reason } from '@/lib/schemas/accounts';
import { resetPassword } from '@/lib/server/accounts/admin';
import { accountIdParam } from '@/lib/server/accounts/params';

/** Password reset: the old password and sessions end, a new one-time link is issued. */
export const POST = endpoint(async ({ params, request, locals }) => {
  const user = await requirePermission(locals, 'accounts', 'manage');
  const userId = accountIdParam(params.userId);
  const { reason } = await parseJson(Reason, request);
  return ok(await resetPassword({ userId: user.userId, ip: locals.clientIp }, userId, reason), '비밀번호 설정 링크를 새로 만들었습니다.');
});
