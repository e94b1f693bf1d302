import { endpoint, ok, json, parseJson, errorResponse } from '@/lib/server/http/respond';
import { loginWithSession, loginFailureMessage } from '@/lib/server/auth/login';
import { loginInfo } from '@/lib/server/users/profile';
import { Credentials } from '@/lib/schemas/login';

export const POST = endpoint(async ({ request, cookies, locals }) => {
  if (request.headers.get('X-Requested-With') !== 'XMLHttpRequest') {
    return errorResponse(400, '잘못된 로그인 요청입니다.');
  }
  const input = await parseJson(Credentials, request);
  const result = await loginWithSession(input, { cookies, ip: locals.clientIp, userAgent: request.headers.get('user-agent') });
  if (result.kind === 'limited') {
    const res = errorResponse(429, loginFailureMessage(result));
    res.headers.set('Retry-After', String(result.retryAfterSeconds));
    return res;
  }
  // Spec section 4: a failed login answers code 200 with data false and the message to show.
  if (result.kind !== 'ok') return json({ code: 200, message: loginFailureMessage(result), data: false });
  return ok(await loginInfo(result.userId), '로그인되었습니다.');
});
