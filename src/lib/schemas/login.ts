import { z } from 'zod';

export const LOGIN_USER_DIVS = ['std', 'prof', 'stf', 'cnslr', 'otsdr', 'adm'] as const;

/** Master login credentials, for the JSON call and the plain form alike. */
export const Credentials = z.object({
  userId: z.string().trim().min(1, '아이디를 입력해 주세요.').max(50, '아이디가 너무 깁니다.'),
  password: z.string().min(1, '비밀번호를 입력해 주세요.').max(200, '비밀번호가 너무 깁니다.'),
  userDiv: z.enum(LOGIN_USER_DIVS, { error: '사용자 구분이 올바르지 않습니다.' }).optional(),
});
