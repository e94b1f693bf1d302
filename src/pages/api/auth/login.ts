import { z } from 'zod';
import { endpoint, ok, json, parseJson, errorResponse } from '@/lib/server/http/respond';
import { attemptLogin, RATE_LIMIT_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '@/lib/server/auth/login';
import { createSession, deleteSession, setSessionCookie, SESSION_COOKIE } from '@/lib/server/auth/sessions';
import { loginInfo } from '@/lib/server/users/profile';
import { USER_DIVS } from '@/lib/server/auth/user-divs';

const Credentials = z.object({
  userId: z.string().trim().min(1, '아이디를 입력해 주세요.').max(50, '아이디가 너무 깁니다.'),
  password: z.string().min(1, '비밀번호를 입력해 주세요.').max(200, '비밀번호가 너무 깁니다.'),
  userDiv: z.enum(USER_DIVS, { error: '사용자 구분이 올바르지 않습니다.' }).optional(),
});

export const POST = endpoint(async ({ request, cookies, clientAddress }) => {
  if (request.headers.get('X-Requested-With') !== 'XMLHttpRequest') {
    return errorResponse(400, '잘못된 로그인 요청입니다.');
  }
  const input = await parseJson(Credentials, request);
  const result = await attemptLogin(input, clientAddress ?? null);
  if (result.kind === 'limited') return errorResponse(429, RATE_LIMIT_MESSAGE);
  // Spec section 4: a failed login answers code 200 with data false and the message to show.
  if (result.kind === 'wrong') return json({ code: 200, message: WRONG_CREDENTIALS_MESSAGE, data: false });
  if (result.kind === 'sso-only') return json({ code: 200, message: '통합 로그인(SSO) 계정입니다. 통합 로그인을 이용해 주세요.', data: false });
  // Rotate: whatever session the browser had is dropped before the new one is issued.
  await deleteSession(cookies.get(SESSION_COOKIE)?.value);
  const session = await createSession(result.userId, request.headers.get('user-agent'));
  setSessionCookie(cookies, session.token, session.expiresAt);
  cookies.set('isSso', 'N', { path: '/', sameSite: 'lax', expires: session.expiresAt });
  return ok(await loginInfo(result.userId), '로그인되었습니다.');
});
