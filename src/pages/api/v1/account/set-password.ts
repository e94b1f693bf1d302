import { endpoint, ok, parseJson } from '@/lib/server/http/respond';
import { SetPassword } from '@/lib/schemas/accounts';
import { setPasswordWithLink } from '@/lib/server/accounts/admin';

/** Public: the holder of a one-time link sets the account's password (the link is used up). */
export const POST = endpoint(async ({ request, locals }) => {
  const input = await parseJson(SetPassword, request);
  return ok(await setPasswordWithLink(input.token, input.password, locals.clientIp), '비밀번호를 설정했습니다. 새 비밀번호로 로그인해 주세요.');
});
